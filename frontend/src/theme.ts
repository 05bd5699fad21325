// Colours the canvas needs as values, read from the stylesheet's variables (styles.css): the theme
// lives in CSS, and a chart re-read after dark mode toggles draws in the new colours.

/** The current value of a CSS variable of the page (e.g. "--run-0"). */
export function themeColor(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

const RUN_COLORS = 8;

/** The colour of the run at `position` among the overlaid runs (the open run first). */
export function runColor(position: number): string {
  return themeColor(`--run-${position % RUN_COLORS}`);
}
