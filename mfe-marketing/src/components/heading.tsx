import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';

// Pages nest: a service page's banner is its h1, but the same banner is an h2 when the
// /allservices page stacks four services under its own h1. The level follows the nesting.
const LevelContext = createContext(1);

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading at the current nesting level (h1 at the top of a page). */
export function Heading(props: HTMLAttributes<HTMLHeadingElement>) {
  const level = Math.min(useContext(LevelContext), 6) as Level;
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}

/** Everything inside sits one heading level deeper. */
export function Nest({ children }: { children: ReactNode }) {
  const level = useContext(LevelContext);
  return <LevelContext.Provider value={level + 1}>{children}</LevelContext.Provider>;
}

/** Starts a subtree at a given heading level. */
export function HeadingLevel({ level, children }: { level: number; children: ReactNode }) {
  return <LevelContext.Provider value={level}>{children}</LevelContext.Provider>;
}
