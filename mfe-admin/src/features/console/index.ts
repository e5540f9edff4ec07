export { ConsoleLayout } from './console-layout';
export { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
export { ListState } from './list-state';
export { PagedList } from './paged-list';
export { usePagedList } from './use-paged-list';
export { adminCall, useAdminData, type DataState } from './use-admin-data';
export { formatTime } from './format';
export { default as styles } from './console.module.css';
export { FilterSelect, SearchForm } from './search-form';
