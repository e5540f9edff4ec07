import { useCallback, useState, type FormEvent } from 'react';

/** Where a form's submission stands. `done` keeps what the submission answered. */
export type FormSubmitState<T> =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'failed'; error: string; cause?: unknown }
  | { status: 'done'; result: T };

export interface FormSubmitOptions<T> {
  /** Sends the form; what it resolves to is kept as the `done` state's result. */
  submit: () => Promise<T>;
  /** The text a failed submission shows. */
  errorMessage: (error: unknown) => string;
  /** Checked before sending: a text here fails the form and nothing is sent. */
  validate?: () => string | undefined;
}

/**
 * The submit handling every form of this remote shares: the browser's own submission prevented,
 * no second one while the first is on its way or after it succeeded, the previous error cleared
 * when sending again, and a failure's text kept for the form to show. `reset` starts over (a
 * dialog opened again).
 */
export function useFormSubmit<T>({ submit, errorMessage, validate }: FormSubmitOptions<T>) {
  const [state, setState] = useState<FormSubmitState<T>>({ status: 'idle' });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'busy' || state.status === 'done') return;
    const invalid = validate?.();
    if (invalid) {
      setState({ status: 'failed', error: invalid });
      return;
    }
    setState({ status: 'busy' });
    submit().then(
      (result) => setState({ status: 'done', result }),
      (failure: unknown) =>
        setState({ status: 'failed', error: errorMessage(failure), cause: failure }),
    );
  };

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return {
    state,
    busy: state.status === 'busy',
    /** The failure's text, '' unless the last submission failed. */
    error: state.status === 'failed' ? state.error : '',
    /** What the last submission failed with (an ApiError names the fields at fault). */
    failure: state.status === 'failed' ? state.cause : undefined,
    onSubmit,
    reset,
  };
}
