/**
 * What a visitor typed before React took over the page. The app starts once the page has painted
 * (decision 025), and React resets a controlled field to its state when it hydrates, so text typed
 * in that moment would vanish. hydrate.tsx remembers it just before hydrating; the hydration
 * marker puts it back once the page is live, through a native input event so that the field's
 * onChange sees it as typing.
 */
type Typed = { field: HTMLInputElement | HTMLTextAreaElement; value: string };

let typed: Typed[] = [];

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), textarea';

export function rememberTypedBeforeHydration(root: ParentNode): void {
  typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
}

export function restoreTypedBeforeHydration(): void {
  for (const { field, value } of typed) {
    if (!field.isConnected || field.value === value) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed = [];
}
