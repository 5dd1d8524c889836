import { lazy, Suspense, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import loaders, { formRoutes, type FormRoute } from 'virtual:form-validators';
import {
  applicationStoreName,
  formValidators,
  snapshotPlanRules,
  type Form,
  type HelpTexts,
  type PlanRules,
} from '../../engine';
import { FormWizard, prepareWizard } from '../../engine/renderer';
import { ContactLine } from '../components/ContactLine';
import { apiMessages } from '../api';
import { DocumentMeta } from '../app/DocumentMeta';
import { takeHeadingFocusRequest } from '../app/heading-focus';
import { useSiteNavigation } from '../app/SiteNavigation';
import { NotFoundPage } from '../pages/NotFoundPage';
import { userStore } from '../stores';
import { pushEvent } from '../tracking';
import { applicationSubmitter, memberDraft, stepChecker, stepSaver } from './application-requests';
import { applicationStore } from './application-store';
import { formRouteForPath, routeKey } from './form-routes';
import { confirmationModule, LazyConfirmation } from './LazyConfirmation';

// The share action loads after the wizard: it is not part of the application's own weight.
const ShareForm = lazy(async () => ({ default: (await import('../pages/ShareForm')).ShareForm }));
// "Save and finish later" too: its form loads after the wizard.
export const SaveForLater = lazy(async () => ({
  default: (await import('./SaveForLater')).SaveForLater,
}));

/** How long a member's application waits for their draft from the server before it opens. */
const draftWaitMs = 3000;

/**
 * Counts the times the wizard must start again from the store while the page is open: a logout
 * (here, or in another tab, which removes the stored applications) forgets the applications
 * (spec 4, logout resets all user data), and a login takes the member's draft from the server
 * when it is newer than what this browser holds, with its submission key, so the application
 * finished on another device is still submitted once.
 */
function useMemberGeneration({ appId, formId }: FormRoute, stepsSent: RefObject<number>): number {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const restart = () => setGeneration((count) => count + 1);
    const forget = () => {
      applicationStore.getState().clear();
      restart();
    };
    const unsubscribe = userStore.subscribe((state, before) => {
      if (before.isLoggedIn && !state.isLoggedIn) forget();
      if (!before.isLoggedIn && state.isLoggedIn) {
        const sentBefore = stepsSent.current;
        void memberDraft({ appId, formId })
          .catch(() => undefined)
          .then((draft) => {
            // A step sent since the login replaced the member's draft on the server with this
            // browser's answers: the draft is this browser's own (or is gone), and taking it would
            // start the wizard again under the applicant's hands, losing what is being typed.
            if (stepsSent.current !== sentBefore) return;
            if (draft && applicationStore.getState().resumeDraft(appId, formId, draft)) restart();
          });
      }
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== applicationStoreName || event.newValue !== null) return;
      // The tab that logged out told the server; this one only forgets.
      if (userStore.getState().isLoggedIn) userStore.getState().loggedOutElsewhere();
      else forget();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [appId, formId, stepsSent]);
  return generation;
}

type Loaded =
  | { status: 'loading' }
  | {
      status: 'ready';
      form: Form;
      rules: PlanRules;
      loadHelp: () => Promise<HelpTexts>;
    }
  | { status: 'error' };

/**
 * The engine's wizard for one form; also what /term90dynamicapp/ mounts. The form's module
 * (definition, precompiled validators, its plans' rules) loads here: the page holds no other.
 */
export function Wizard({ form }: { readonly form: FormRoute }) {
  const { navigate } = useSiteNavigation();
  const [loadState, setLoadState] = useState<Loaded>({ status: 'loading' });
  // Counts the steps this page sent to the server (useMemberGeneration reads it).
  const stepsSent = useRef(0);
  const generation = useMemberGeneration(form, stepsSent);
  const { appId, formId } = form;
  // A form without a module of its own cannot load: known at once, without a request.
  const loaded: Loaded = loaders[formId] ? loadState : { status: 'error' };
  const submit = useMemo(() => applicationSubmitter({ appId, formId }), [appId, formId]);
  const saveStep = useMemo(() => {
    const save = stepSaver({ appId, formId });
    return (...step: Parameters<typeof save>) => {
      stepsSent.current += 1;
      return save(...step);
    };
  }, [appId, formId]);
  const checkStep = useMemo(() => {
    const check = stepChecker({ appId, formId });
    return (...step: Parameters<typeof check>) => {
      stepsSent.current += 1;
      return check(...step);
    };
  }, [appId, formId]);

  // Opened in place (a Quick Step's full application): the keyboard starts at the wizard's
  // heading, as on any step change; the page has no other heading to take it.
  useEffect(() => {
    if (loaded.status === 'ready' && takeHeadingFocusRequest())
      document.querySelector<HTMLElement>('.form-wizard h1')?.focus();
  }, [loaded.status, formId]);

  // The confirmation is fetched while the applicant answers, so it shows at once when sent.
  useEffect(() => {
    if (loaded.status === 'ready') confirmationModule().catch(() => undefined);
  }, [loaded.status]);

  useEffect(() => {
    const load = loaders[formId];
    if (!load) return undefined;
    let live = true;
    // The wizard reads the stored application once, when it mounts: a member's newer draft from
    // the server is taken into the store before that. A slow server does not keep the form from
    // the member longer than draftWaitMs: the draft is then left, and this browser's answers kept.
    const draftInTime = Promise.race([
      memberDraft({ appId, formId }).catch(() => undefined),
      new Promise<undefined>((done) => setTimeout(() => done(undefined), draftWaitMs)),
    ]);
    Promise.all([load(), draftInTime])
      .then(async ([module, draft]) => {
        if (live && draft) applicationStore.getState().resumeDraft(appId, formId, draft);
        // What the opening step needs beyond the first step's code (a resumed application's later
        // steps, a finished one's confirmation shown again). Not had, the wizard loads it itself.
        await Promise.all([
          prepareWizard(applicationStore, module.definition),
          applicationStore.getState().finished[appId]?.[formId] ? confirmationModule() : undefined,
        ]).catch(() => undefined);
        return module;
      })
      .then(
        (module) => {
          if (!live) return;
          const { definition } = module;
          setLoadState({
            status: 'ready',
            form: { definition, validators: formValidators(definition, module.default) },
            rules: snapshotPlanRules(module.planRulesSnapshot),
            loadHelp: module.loadHelp,
          });
        },
        (error: unknown) => {
          console.error('The application form could not be loaded', error);
          if (live) setLoadState({ status: 'error' });
        },
      );
    return () => {
      live = false;
    };
  }, [appId, formId]);

  if (loaded.status === 'loading') return <p role="status">Loading your application…</p>;
  // Offline as a Quick Step leads on, say: the form's own heading, the message, and a way to
  // try again once the connection is back (the page again, its answers kept in the browser).
  if (loaded.status === 'error')
    return (
      <div className="form-wizard">
        <h1>{form.title}</h1>
        <p role="alert">{apiMessages.apiError}</p>
        <button type="button" className="primary-button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
  return (
    <FormWizard
      key={generation}
      // Started again over a member's draft (a login mid-way), it resumes where the draft does.
      opensAtEntryStep={generation === 0}
      form={loaded.form}
      rules={loaded.rules}
      loadHelp={loaded.loadHelp}
      store={applicationStore}
      submit={submit}
      saveStep={saveStep}
      checkStep={checkStep}
      onAnalytics={(item) => pushEvent({ event: 'ecommerce', ecommerce: { ...item } })}
      onContinue={(nextFormId) => {
        const next = formRoutes.find((route) => route.formId === nextFormId);
        if (next) navigate(next.route);
      }}
      renderConfirmation={(result) => <LazyConfirmation result={result} />}
    />
  );
}

/** An online application: the engine's wizard for the form served at this path. */
export default function ApplyPage() {
  const { pathname } = useSiteNavigation().location;
  const form = formRouteForPath(formRoutes, pathname);
  if (!form) return <NotFoundPage />;
  return (
    <div className="page page--reading application">
      <DocumentMeta
        setsTitle={false}
        path={routeKey(pathname)}
        meta={{ title: `${form.title} | MBA`, description: form.title }}
      />
      <Wizard key={form.formId} form={form} />
      <Suspense fallback={null}>
        <SaveForLater key={`save-${form.formId}`} form={form} />
      </Suspense>
      <ContactLine
        channel="applications"
        lead="Questions about your application? Call the applications team"
        withHours
      />
      <Suspense fallback={null}>
        <ShareForm target={{ formId: form.formId }} subject="this application" />
      </Suspense>
    </div>
  );
}
