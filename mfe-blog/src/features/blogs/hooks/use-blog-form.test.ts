import { aBlog } from '../../../../test/blog-test-kit';
import { submissionReducer, writingReducer, type Submission, type Writing } from './use-blog-form';

const writing: Writing = {
  title: 'Mine',
  content: '<p>Text</p>',
  tags: ['Food'],
  summary: '',
  seoTitle: '',
  seoDescription: '',
  cover: new File(['x'], 'cover.png', { type: 'image/png' }),
  draftId: 'd1',
  storedImage: '/media/old',
  editorKey: 0,
};

test('a restore takes the kept writing, keeps the server draft it does not name, and restarts the editor', () => {
  const restored = writingReducer(writing, {
    type: 'restore',
    work: { title: 'Kept', content: '<p>Kept</p>', tags: [], savedAt: 1, draftId: '', image: '' },
  });
  expect(restored).toEqual({
    ...writing,
    title: 'Kept',
    content: '<p>Kept</p>',
    tags: [],
    editorKey: 1,
  });
});

test('a stored draft gives its id and cover, and the chosen file is forgotten', () => {
  const blog = aBlog({ _id: 'd2', image: '/media/new' });
  expect(writingReducer(writing, { type: 'stored', blog })).toEqual({
    ...writing,
    draftId: 'd2',
    storedImage: '/media/new',
    cover: undefined,
    removeCover: false,
  });
});

const editing: Submission = { phase: 'editing', notice: null, missing: ['title'] };

test('a refusal shows its error; only publishing replaces the missing fields', () => {
  expect(submissionReducer(editing, { type: 'refused', text: 'Too long' })).toEqual({
    phase: 'editing',
    notice: { kind: 'error', text: 'Too long' },
    missing: ['title'],
  });
  expect(
    submissionReducer(editing, { type: 'refused', text: 'Fill all', missing: ['image'] }).missing,
  ).toEqual(['image']);
});

test('sending clears the notice; the answer ends it; publishing ends in done', () => {
  const sending = submissionReducer(
    { ...editing, notice: { kind: 'error', text: 'Old' } },
    { type: 'sending', phase: 'publish', missing: [] },
  );
  expect(sending).toEqual({ phase: 'publish', notice: null, missing: [] });
  const notice = { kind: 'error', text: 'Failed' } as const;
  expect(submissionReducer(sending, { type: 'answered', notice })).toEqual({
    phase: 'editing',
    notice,
    missing: [],
  });
  expect(submissionReducer(sending, { type: 'published' }).phase).toBe('done');
});

test('removing the cover forgets the chosen file and the stored one, and remembers to tell the server', () => {
  const removed = writingReducer(writing, { type: 'removeCover' });
  expect(removed).toMatchObject({ cover: undefined, storedImage: undefined, removeCover: true });
  // A cover chosen after that replaces it; once stored, nothing is left to remove.
  const stored = writingReducer(removed, { type: 'stored', blog: aBlog({ image: '/media/new' }) });
  expect(stored).toMatchObject({ storedImage: '/media/new', removeCover: false });
  // Without a stored cover there is nothing for the server to remove.
  const fresh = writingReducer({ ...writing, storedImage: undefined }, { type: 'removeCover' });
  expect(fresh.removeCover).toBe(false);
});
