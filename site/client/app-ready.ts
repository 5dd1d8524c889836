// When the React app has hydrated (or rendered) the page: the boot replays held clicks then.
let markReady: () => void = () => undefined;

export const appReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by StartUp's first effect; browser tests wait for the attribute. */
export function markAppReady(): void {
  document.documentElement.setAttribute('data-hydrated', '');
  markReady();
}
