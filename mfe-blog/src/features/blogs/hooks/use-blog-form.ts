// The state of the writer's form, each piece with one owner: the writing (useWriting), where
// saving and publishing stand (useSubmission), and the offer to restore work kept in the browser
// (useSavedWorkOffer). useBlogForm ties them to the API and the autosave.
import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from '@brightwave/web-kit/router';
import {
  BLOG_TEXT_MAX,
  htmlToText,
  missingForPublish,
  PUBLISH_MODAL_MS,
  TEXTS,
  UPDATE_MODAL_MS,
  type Blog,
} from '@brightwave/contracts';
import { createBlog, updateBlog, type BlogDraft } from '../api/save-blog';
import { clearSavedWork, readSavedWork, useAutosave, type SavedWork } from './use-autosave';
import { PAGE_PATHS } from '@brightwave/site-content';

export const FORM_TEXTS = {
  draftSaved: 'Draft saved. Only you can see it.',
  draftFailed: 'The draft could not be saved. Please try again.',
  updated: 'Blog Updated Successfully!',
  tooLong: `The content must be at most ${BLOG_TEXT_MAX} characters of text.`,
  restorePrompt: 'You have unsaved writing from',
  restoreNote: 'The cover image is not kept in the browser: choose it again after restoring.',
} as const;

export type BlogFormMode = 'create' | 'edit';

/** What the writer has written, and the server draft it belongs to. */
export interface Writing {
  title: string;
  content: string;
  tags: string[];
  /** The card's text, and what search results show; empty means the defaults. */
  summary: string;
  seoTitle: string;
  seoDescription: string;
  /** A newly chosen cover, until the server has it. */
  cover?: File;
  /** The stored cover was removed: the next save asks the server to remove it too. */
  removeCover?: boolean;
  /** The server's copy: its id once saved, and the cover it has. */
  draftId?: string;
  storedImage?: string;
  /** Changes when the editor must start again from `content` (after a restore). */
  editorKey: number;
}

type WritingAction =
  | { type: 'title'; title: string }
  | { type: 'content'; content: string }
  | { type: 'tags'; tags: string[] }
  | { type: 'cover'; cover: File }
  | { type: 'removeCover' }
  | { type: 'text'; field: 'summary' | 'seoTitle' | 'seoDescription'; value: string }
  | { type: 'restore'; work: SavedWork }
  | { type: 'stored'; blog: Blog };

export function writingReducer(writing: Writing, action: WritingAction): Writing {
  switch (action.type) {
    case 'title':
      return { ...writing, title: action.title };
    case 'content':
      return { ...writing, content: action.content };
    case 'tags':
      return { ...writing, tags: action.tags };
    case 'cover':
      return { ...writing, cover: action.cover };
    case 'removeCover':
      return {
        ...writing,
        cover: undefined,
        storedImage: undefined,
        removeCover: writing.removeCover || !!writing.storedImage,
      };
    case 'text':
      return { ...writing, [action.field]: action.value };
    case 'restore': {
      const { work } = action;
      return {
        ...writing,
        title: work.title,
        content: work.content,
        tags: work.tags,
        draftId: work.draftId || writing.draftId,
        storedImage: work.image || writing.storedImage,
        editorKey: writing.editorKey + 1,
      };
    }
    case 'stored':
      // The server has the cover now: keep its path, forget the file.
      return {
        ...writing,
        draftId: action.blog._id,
        storedImage: action.blog.image,
        cover: undefined,
        removeCover: false,
      };
  }
}

export function useWriting(blog: Blog | undefined) {
  return useReducer(writingReducer, blog, (from): Writing => ({
    title: from?.title ?? '',
    content: from?.content ?? '',
    tags: from?.tags ?? [],
    summary: from?.summary ?? '',
    seoTitle: from?.seoTitle ?? '',
    seoDescription: from?.seoDescription ?? '',
    draftId: from?._id,
    storedImage: from?.image,
    editorKey: 0,
  }));
}

export type Notice = { kind: 'error' | 'info'; text: string } | null;

/** Where saving stands: editing, sending a draft or the post, or published (the modal shows). */
export interface Submission {
  phase: 'editing' | 'draft' | 'publish' | 'done';
  notice: Notice;
  /** The fields publishing found missing, marked invalid. */
  missing: string[];
}

type SubmissionAction =
  | { type: 'refused'; text: string; missing?: string[] }
  | { type: 'sending'; phase: 'draft' | 'publish'; missing?: string[] }
  | { type: 'answered'; notice: Notice }
  | { type: 'published' };

export function submissionReducer(submission: Submission, action: SubmissionAction): Submission {
  switch (action.type) {
    case 'refused':
      return {
        ...submission,
        notice: { kind: 'error', text: action.text },
        missing: action.missing ?? submission.missing,
      };
    case 'sending':
      return {
        phase: action.phase,
        notice: null,
        missing: action.missing ?? submission.missing,
      };
    case 'answered':
      return { ...submission, phase: 'editing', notice: action.notice };
    case 'published':
      return { ...submission, phase: 'done' };
  }
}

export function useSubmission() {
  return useReducer(submissionReducer, { phase: 'editing', notice: null, missing: [] });
}

/** Work kept in the browser that differs from the post as loaded: offered until taken or discarded. */
export function useSavedWorkOffer(autosaveKey: string, blog: Blog | undefined) {
  const [saved, setSaved] = useState<SavedWork | null>(() => {
    const work = readSavedWork(autosaveKey);
    return work && (work.title !== (blog?.title ?? '') || work.content !== (blog?.content ?? ''))
      ? work
      : null;
  });
  return {
    saved,
    /** The offer is taken: the work goes back into the form. */
    taken: () => setSaved(null),
    discard: () => {
      clearSavedWork(autosaveKey);
      setSaved(null);
    },
  };
}

export interface BlogFormOptions {
  mode: BlogFormMode;
  /** The blog being edited (edit mode). */
  blog?: Blog;
  /** Where the browser keeps unsaved work for this form. */
  autosaveKey: string;
}

/** Where publishing leads, and after how long the modal that says so gives way. */
export const AFTER_PUBLISH: Record<BlogFormMode, { to: string; ms: number }> = {
  create: { to: PAGE_PATHS.blog, ms: PUBLISH_MODAL_MS },
  edit: { to: PAGE_PATHS.yourBlogs, ms: UPDATE_MODAL_MS },
};

/**
 * Create and edit: Save Draft keeps the post as a draft (creating it the first time), Publish
 * checks every field is there, then publishes and leads on; the writing is copied to the browser
 * meanwhile, and offered back when the page is opened again with it unsaved.
 */
export function useBlogForm({ mode, blog, autosaveKey }: BlogFormOptions) {
  const navigate = useNavigate();
  const [writing, dispatch] = useWriting(blog);
  const [submission, record] = useSubmission();
  /** The published post, for the success message's link to it. */
  const [publishedId, setPublishedId] = useState<string>();
  const offer = useSavedWorkOffer(autosaveKey, blog);
  const { title, content, tags, cover, draftId, storedImage } = writing;
  const done = submission.phase === 'done';

  const autosave = useAutosave(
    autosaveKey,
    () => ({ title, content, tags, draftId, image: storedImage }),
    !done && !offer.saved,
  );

  const redirect = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const draft = (status: BlogDraft['status']): BlogDraft => ({
    title: title.trim(),
    content,
    tags,
    status,
    image: cover,
    summary: writing.summary.trim(),
    seoTitle: writing.seoTitle.trim(),
    seoDescription: writing.seoDescription.trim(),
    removeImage: writing.removeCover && !cover,
  });
  const store = (status: BlogDraft['status']) =>
    draftId ? updateBlog(draftId, draft(status)) : createBlog(draft(status));
  const tooLong = htmlToText(content).length > BLOG_TEXT_MAX;

  const saveDraft = async () => {
    if (tooLong) {
      record({ type: 'refused', text: FORM_TEXTS.tooLong });
      return;
    }
    record({ type: 'sending', phase: 'draft' });
    try {
      dispatch({ type: 'stored', blog: await store('draft') });
      record({ type: 'answered', notice: { kind: 'info', text: FORM_TEXTS.draftSaved } });
    } catch {
      record({ type: 'answered', notice: { kind: 'error', text: FORM_TEXTS.draftFailed } });
    }
  };

  const publish = async () => {
    const missing = missingForPublish({ title, content, hasImage: !!cover || !!storedImage });
    if (missing.length) {
      record({
        type: 'refused',
        missing,
        text: mode === 'create' ? TEXTS.blogs.fillAllToPublish : TEXTS.blogs.fillAllToUpdate,
      });
      return;
    }
    if (tooLong) {
      record({ type: 'refused', missing, text: FORM_TEXTS.tooLong });
      return;
    }
    record({ type: 'sending', phase: 'publish', missing });
    try {
      const stored = await store('published');
      setPublishedId(stored._id);
      autosave.finish();
      record({ type: 'published' });
      const { to, ms } = AFTER_PUBLISH[mode];
      redirect.current = window.setTimeout(() => void navigate(to), ms);
    } catch {
      record({
        type: 'answered',
        notice: {
          kind: 'error',
          text: mode === 'create' ? TEXTS.blogs.publishFailed : TEXTS.blogs.updateFailed,
        },
      });
    }
  };

  return {
    writing,
    dispatch,
    submission,
    busy: submission.phase === 'draft' || submission.phase === 'publish' ? submission.phase : null,
    done,
    publishedId,
    saved: offer.saved,
    restore: (work: SavedWork) => {
      dispatch({ type: 'restore', work });
      offer.taken();
    },
    discardSaved: offer.discard,
    saveDraft,
    publish,
    leave: () => void navigate(AFTER_PUBLISH[mode].to),
  };
}
