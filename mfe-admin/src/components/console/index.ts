export { ConsoleLayout } from './console-layout';
export { ConsoleTable } from './console-table';
export { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
export { ListState } from './list-state';
export { PagedList } from './paged-list';
export { formatTime } from './format';
export { default as styles } from './console.module.css';
export { FilterSelect, SearchForm } from './search-form';
