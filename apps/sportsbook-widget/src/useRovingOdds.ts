import { useEffect, useRef, type RefObject } from 'react';

/** The odds buttons of the event list: each event is an article, each market a group of buttons. */
const ODDS = 'article [role="group"] button:not(:disabled)';

/** The odds of one event. */
const ROW_ODDS = '[role="group"] button:not(:disabled)';

/** A market the layout shows: a phone's event row shows its main market only (Widget.css.ts). */
const shown = (button: HTMLButtonElement) =>
  getComputedStyle(button.closest('[role="group"]') ?? button).display !== 'none';

const oddsIn = (root: Element) => Array.from(root.querySelectorAll<HTMLButtonElement>(ODDS)).filter(shown);
const rowOdds = (row: Element) => Array.from(row.querySelectorAll<HTMLButtonElement>(ROW_ODDS)).filter(shown);

/** Makes `button` the one odds button in the tab order. */
function makeStop(button: HTMLButtonElement, buttons: HTMLButtonElement[]) {
  for (const other of buttons) other.tabIndex = other === button ? 0 : -1;
}

/**
 * One tab stop for all the odds of an event list (a roving tab stop, as in the WAI-ARIA grid
 * pattern): Tab enters the odds at the last one used and leaves them at once; the arrow keys move
 * within them (left and right along the list, up and down to the same place in the event above or
 * below), Home and End to the first and last. Without it, reaching the odds of the tenth event
 * takes dozens of Tab presses.
 *
 * The buttons are the design system's (EventRow); the tab stop is kept on the rendered markup
 * after every render, so events that arrive or leave with the live feed are covered too.
 */
export function useRovingOdds(container: RefObject<HTMLElement | null>): void {
  const current = useRef<HTMLButtonElement | null>(null);

  // After paint (a passive effect): reading the layout of every odds button forces a style
  // recalculation, which as a layout effect lengthened each commit's task (issue 33).
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const buttons = oddsIn(root);
    const stop = current.current && buttons.includes(current.current) ? current.current : buttons[0];
    if (stop) makeStop(stop, buttons);
  });

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLButtonElement) || !target.matches(ODDS)) return;
      const buttons = oddsIn(root);
      const index = buttons.indexOf(target);
      let next: HTMLButtonElement | undefined;
      if (event.key === 'ArrowRight') next = buttons[index + 1];
      else if (event.key === 'ArrowLeft') next = buttons[index - 1];
      else if (event.key === 'Home') next = buttons[0];
      else if (event.key === 'End') next = buttons[buttons.length - 1];
      else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const rows = Array.from(root.querySelectorAll('article')).filter((row) => rowOdds(row).length > 0);
        const row = target.closest('article');
        const rowIndex = row ? rows.indexOf(row) : -1;
        const column = row ? rowOdds(row).indexOf(target) : 0;
        const other = rows[rowIndex + (event.key === 'ArrowDown' ? 1 : -1)];
        if (other) {
          const choices = rowOdds(other);
          next = choices[Math.min(column, choices.length - 1)];
        }
      } else return;
      event.preventDefault();
      if (!next) return;
      makeStop(next, buttons);
      current.current = next;
      next.focus();
    };
    // A click or a Tab into the list makes that button the list's tab stop.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLButtonElement) || !target.matches(ODDS)) return;
      makeStop(target, oddsIn(root));
      current.current = target;
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusin', onFocusIn);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusin', onFocusIn);
    };
    // Bound again after every render: the list may not exist at first (the widget shows a
    // spinner until its feed and texts are in), and may be replaced later.
  });
}
