import { type CSSProperties, createContext, type ReactNode, useContext, useEffect, useRef } from 'react';

/** What the shell tells the screen it stands in (issue 11: titles and focus on navigation). */
export interface ScreenContextValue {
  /** The screen's title (the title bar's, the document title's): the default text of its heading. */
  title: string;
  /** The shell draws the title bar, whose h1 is the screen's heading: the screen draws none of its own. */
  titleBar: boolean;
  /** 0 on the screen the visit opens on; one more after each navigation, login and logout. */
  focusRequest: number;
  /** The first heading to ask for a request takes it (true), once: focus moves once per request. */
  claimFocus: (request: number) => boolean;
}

const ScreenContext = createContext<ScreenContextValue>({
  title: '',
  titleBar: false,
  focusRequest: 0,
  claimFocus: () => false,
});

export const ScreenProvider = ScreenContext.Provider;

export function useScreen(): ScreenContextValue {
  return useContext(ScreenContext);
}

interface ScreenHeadingProps {
  /** The heading's text; the screen's title by default. */
  children?: ReactNode;
  /** Visually hidden (`.visually-hidden`): for screens whose design shows no title. */
  hidden?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * The one `h1` of a screen. After a navigation (not on the visit's first screen), a login or a logout it takes the
 * focus, so a keyboard or screen-reader user starts on the new screen's title instead of the page's body; the skip
 * link finds it by `data-screen-heading`.
 */
export function ScreenHeading({ children, hidden = false, className, style }: ScreenHeadingProps) {
  const { title, focusRequest, claimFocus } = useScreen();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (claimFocus(focusRequest)) ref.current?.focus();
  }, [focusRequest, claimFocus]);
  const classes = [hidden ? 'visually-hidden' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <h1 ref={ref} tabIndex={-1} data-screen-heading="" className={classes || undefined} style={style}>
      {children ?? title}
    </h1>
  );
}
