// Serialisable page data, computed from plans/ at build time (models/build-page-model.ts) and
// shipped beside each page as JSON, so the plan catalogue never enters the browser bundle.
import type { ContactChannelCode } from '../../validators';

export interface PlanCard {
  readonly id: string;
  readonly name: string;
  readonly link: string;
  readonly summary: string;
  readonly ages: string | null;
  readonly coverage: string | null;
}

export interface ExampleRateRow {
  readonly age: number;
  readonly coverage: string;
  readonly monthly: string;
}

export interface DocumentLink {
  readonly label: string;
  readonly link: string;
}

export interface PlanFacts {
  readonly id: string;
  readonly name: string;
  readonly carrier: string | null;
  readonly summary: string;
  readonly highlights: readonly string[];
  readonly eligible: readonly string[];
  readonly ages: string | null;
  readonly coverage: string | null;
  /** A fixed-price plan's price and renewal period ('$277.20 every 12 months'). */
  readonly price: string | null;
  readonly exampleRates: readonly ExampleRateRow[];
  /** The team that answers about applying: TRICARE Supplement has its own. */
  readonly applyChannel: ContactChannelCode;
  /** One rate from the plan's rate table in a sentence, computed at build. */
  readonly rateExample: string | null;
  readonly rateNote: string | null;
  readonly statesNotOffered: readonly string[];
  readonly brochure: string | null;
  readonly certificates: readonly DocumentLink[];
  readonly apply: { readonly label: string; readonly route: string } | null;
  /** The plan's other online applications presented on the same landing page (spouse, Quick Step…). */
  readonly otherApplications: readonly { readonly label: string; readonly route: string }[];
  readonly quickStepLimits: readonly { readonly ages: string; readonly maxCoverage: string }[];
}

/** One application an apply entry page leads to, with the states where it is sold. */
export interface ApplyChoice {
  readonly label: string;
  readonly linkText: string;
  readonly route: string;
  /** State codes (validators' list) where the variant is sold. */
  readonly offeredIn: readonly string[];
}

export interface ApplyPlan {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly landingPage: string | null;
  readonly choices: readonly ApplyChoice[];
}

/** A Term 90 Plus application the dynamic application can open (?form=<variant id>). */
export interface DynamicAppForm {
  readonly variant: string;
  readonly name: string;
  readonly insured: 'member' | 'spouse';
}

/** A content item (content/ Markdown file) as lists and item pages show it. */
export interface ContentCard {
  readonly type: string;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly path: string;
  readonly published: string;
  readonly updated?: string;
  /** The type's own fields: category, duration, src, poster, group, period, presenter, ... */
  readonly fields: Readonly<Record<string, string | number>>;
  /** Sanitised HTML of the body, for items shown whole (FAQs, sections, item pages). */
  readonly html?: string;
}

export interface ContentLink {
  readonly title: string;
  readonly path: string;
  readonly summary: string;
}

export type PageModel =
  | {
      readonly kind: 'contentList';
      readonly items: readonly ContentCard[];
      /** schema.org JSON-LD of the page (FAQPage), written into its head. */
      readonly jsonLd?: Readonly<Record<string, unknown>>;
    }
  | {
      readonly kind: 'contentItem';
      readonly item: ContentCard;
      readonly related: readonly ContentLink[];
      /** A life event's sections, or a section's siblings, in order. */
      readonly sections: readonly ContentCard[];
      /** A section's life event. */
      readonly parent?: ContentLink;
      readonly jsonLd?: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'planList'; readonly plans: readonly PlanCard[] }
  | {
      readonly kind: 'plan';
      readonly plan: PlanFacts;
      /** A campaign page's own message, from the catalogue variant it sells. */
      readonly campaign?: { readonly headline: string; readonly pitch: string };
    }
  | { readonly kind: 'audience'; readonly plans: readonly PlanCard[] }
  | { readonly kind: 'carriers'; readonly carriers: readonly string[] }
  | { readonly kind: 'applyEntry'; readonly plans: readonly ApplyPlan[] }
  | { readonly kind: 'dynamicAppEntry'; readonly forms: readonly DynamicAppForm[] };

/** Where the model of a page is published, next to its index.html. */
export function pageDataPath(pathname: string): string {
  return `${pathname.endsWith('/') ? pathname : `${pathname}/`}page-data.json`;
}
