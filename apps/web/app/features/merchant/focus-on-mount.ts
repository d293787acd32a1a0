/**
 * A ref callback that moves focus to the element when it appears, for a result that replaces the
 * control that asked for it (the element needs `tabIndex={-1}`).
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
