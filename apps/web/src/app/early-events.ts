/**
 * A page drawn at build time shows its buttons and text boxes before the app's code is here to
 * answer them. What a visitor does in that time is kept, and done again once React has taken
 * the page over, so that no click or typed letter is lost (a link needs no app: it navigates).
 */
interface EarlyEvents {
  events: Event[];
  stop(): void;
}

declare global {
  var vibematchEarlyEvents: EarlyEvents | undefined;
}

/**
 * Runs in the browser before the app's code, as the source text of the visitor pages' first
 * script (apps/web/prerender-pages.ts): so it uses nothing from outside its own body.
 */
export function holdEarlyEvents(): void {
  const events: Event[] = [];
  const kept = ['click', 'input', 'submit'];
  // The rest of a press, done again whole with its click (see press below).
  const types = [...kept, 'pointerdown', 'mousedown', 'pointerup', 'mouseup'];
  const keep = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest('#root') || target.closest('a[href]')) return;
    // Neither React, on a part it has taken over already, nor the browser (a checkbox ticked, a
    // form sent by reloading the page) acts now: each would act twice.
    event.stopPropagation();
    if (event.type === 'click' || event.type === 'submit') event.preventDefault();
    if (kept.includes(event.type)) events.push(event);
  };
  for (const type of types) document.addEventListener(type, keep, true);
  globalThis.vibematchEarlyEvents = {
    events,
    stop: () => {
      for (const type of types) document.removeEventListener(type, keep, true);
    },
  };
}

/**
 * Typed before React knew the field: React holds the value it drew and sees no change in the
 * field's value. Told of the drawn value first, it takes the typed one as the user's change.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  field.value = field.defaultValue; // through React's value tracker
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What a press moves the focus to: the element pressed, or the nearest control around it (an icon's button). */
const FOCUSABLE = 'button, a[href], input, select, textarea, summary, [tabindex]';

/**
 * A click came last of a press whose pointer and mouse events found no app to answer them; some
 * controls act on those (a tab on mousedown, a menu on pointerdown), so the whole press is done again.
 */
function press(target: Element): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  const pointer = { ...init, isPrimary: true, pointerType: 'mouse' };
  target.dispatchEvent(new PointerEvent('pointerdown', pointer));
  target.dispatchEvent(new MouseEvent('mousedown', init));
  target.closest<HTMLElement>(FOCUSABLE)?.focus();
  target.dispatchEvent(new PointerEvent('pointerup', pointer));
  target.dispatchEvent(new MouseEvent('mouseup', init));
  target.dispatchEvent(new MouseEvent('click', init));
}

function replay(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  if (event.type === 'click') press(target);
  else if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) retype(target);
}

/** Once the page is the app's: stops holding, and does again in order what the visitor did meanwhile. */
export function replayEarlyEvents(): void {
  const early = globalThis.vibematchEarlyEvents;
  if (!early) return;
  early.stop();
  globalThis.vibematchEarlyEvents = undefined;
  for (const event of early.events) replay(event);
}
