import { useAdminTitle } from './admin-title';
import { AlertSettings } from './AlertSettings';
import { ElectionSettings, ScholarshipSettings } from './WindowSettings';
import { SeoSettings } from './SeoSettings';
import { useStaffData } from './use-staff-data';

export interface SettingsAnswer {
  readonly alert: {
    readonly title: string;
    readonly text: string;
    readonly visible: boolean;
    readonly showsFrom: string;
    readonly showsUntil: string;
  };
  readonly seo: readonly {
    readonly path: string;
    readonly title: string;
    readonly description: string;
    readonly canonical: string;
  }[];
  readonly election: {
    readonly annualMeeting: number;
    readonly start: string;
    readonly end: string;
    readonly meeting: string;
    readonly candidates: readonly {
      readonly id: string;
      readonly name: string;
      readonly summary: string;
      readonly recommended: boolean;
    }[];
  };
  readonly scholarship: { readonly timeZone: string; readonly start: string; readonly end: string };
}

/** The site's settings: changes reach every page and instance within 10 seconds. */
export function SettingsPage() {
  useAdminTitle('Site settings');
  const [state, reload] = useStaffData<SettingsAnswer>('settings', {});
  return (
    <section className="admin-page admin-settings" aria-labelledby="admin-heading">
      <h1 id="admin-heading">Site settings</h1>
      <p>Changes reach every page within 10 seconds.</p>
      {state.status === 'loading' ? <p role="status">Loading…</p> : null}
      {state.status === 'error' ? <p role="alert">{state.message}</p> : null}
      {state.status === 'ready' ? (
        <>
          <AlertSettings alert={state.data.alert} />
          <SeoSettings entries={state.data.seo} onChanged={reload} />
          <ElectionSettings election={state.data.election} />
          <ScholarshipSettings scholarship={state.data.scholarship} />
        </>
      ) : null}
    </section>
  );
}
