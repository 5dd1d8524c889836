// Tag-manager data layer (spec 7, "Tracking"). Unknown event names are refused with a warning.
export type TrackingEvent =
  | {
      readonly event: 'pageView';
      readonly path: string;
      readonly query: string;
      readonly hash: string;
    }
  | { readonly event: 'ecommerce'; readonly ecommerce: Readonly<Record<string, unknown>> };

export const trackingEventNames: readonly string[] = ['pageView', 'ecommerce'];

type DataLayer = Record<string, unknown>[];

interface TrackingWindow {
  dataLayer?: DataLayer;
}

function browserDataLayer(): DataLayer {
  if (typeof window === 'undefined') return [];
  const target = window as unknown as TrackingWindow;
  target.dataLayer ??= [];
  return target.dataLayer;
}

export function pushEvent(
  event: { readonly event: string } & Readonly<Record<string, unknown>>,
  layer: DataLayer = browserDataLayer(),
): boolean {
  if (!trackingEventNames.includes(event.event)) {
    console.warn(`Tracking: unknown event name "${event.event}"`);
    return false;
  }
  layer.push({ ...event });
  return true;
}

export function trackPageView(
  location: { pathname: string; search: string; hash: string },
  layer?: DataLayer,
): boolean {
  return pushEvent(
    { event: 'pageView', path: location.pathname, query: location.search, hash: location.hash },
    layer,
  );
}
