import {
  firstAnswer,
  forgetFirstAnswer,
  type FirstAnswer,
  type LoadOptions,
  type LoadState,
} from '@brightwave/web-kit';

/**
 * useLoad's `first`: the state the API's answer to GET `path` gives, when the page's HTML came
 * with that answer (the shell's server rendered the page from it), so the browser's first render
 * draws what the server drew. `toState` may decline an answer (undefined: the page loads).
 */
export function sentWithPage<T, Failure extends { status: string }>(
  path: string,
  toState: (answer: FirstAnswer) => LoadState<T, Failure> | undefined,
): NonNullable<LoadOptions<T, Failure>['first']> {
  return {
    read: () => {
      const answer = firstAnswer(path);
      return answer && toState(answer);
    },
    forget: () => forgetFirstAnswer(path),
  };
}
