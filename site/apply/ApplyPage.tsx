import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import loaders from 'virtual:form-validators';
import {
  analyticsItem,
  createApplicationStore,
  formValidators,
  type FormDefinition,
  type FormValidators,
} from '../../engine';
import { FormWizard } from '../../engine/renderer';
import { formById, formRoutes, formSensitivePaths, plansRules } from '../../forms';
import { apiMessages } from '../api';
import { DocumentMeta } from '../app/DocumentMeta';
import { NotFoundPage } from '../pages/NotFoundPage';
import { pushEvent } from '../tracking';
import { applicationSubmitter, stepSaver } from './applicationRequests';

// One application store for every form, in this lazily loaded chunk only.
const applicationStore = createApplicationStore({ sensitivePaths: formSensitivePaths });

function routeKey(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

export function definitionForPath(pathname: string): FormDefinition | undefined {
  const route = formRoutes.find((candidate) => candidate.route === routeKey(pathname));
  return route ? formById(route.formId) : undefined;
}

type Loaded =
  { status: 'loading' } | { status: 'ready'; validators: FormValidators } | { status: 'error' };

/** The engine's wizard for one form; also what /term90dynamicapp/ mounts. */
export function Wizard({ definition }: { readonly definition: FormDefinition }) {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const { appId, formId } = definition;
  const submit = useMemo(() => applicationSubmitter({ appId, formId }), [appId, formId]);
  const saveStep = useMemo(() => stepSaver({ appId, formId }), [appId, formId]);

  useEffect(() => {
    let live = true;
    const load = loaders[formId];
    if (!load) {
      setLoaded({ status: 'error' });
      return;
    }
    load().then(
      (module) =>
        live &&
        setLoaded({ status: 'ready', validators: formValidators(definition, module.default) }),
      (error: unknown) => {
        console.error('Form validators could not be loaded', error);
        if (live) setLoaded({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [definition, formId]);

  if (loaded.status === 'loading') return <p role="status">Loading your application…</p>;
  if (loaded.status === 'error') return <p role="alert">{apiMessages.apiError}</p>;
  return (
    <FormWizard
      definition={definition}
      validators={loaded.validators}
      rules={plansRules}
      store={applicationStore}
      submit={submit}
      saveStep={saveStep}
      onStepPassed={(step) =>
        pushEvent({ event: 'ecommerce', ecommerce: { ...analyticsItem(definition, step) } })
      }
      onContinue={(nextFormId) => {
        const next = formRoutes.find((route) => route.formId === nextFormId);
        if (next) void navigate(next.route);
      }}
    />
  );
}

/** An online application: the engine's wizard for the form served at this path. */
export default function ApplyPage() {
  const { pathname } = useLocation();
  const definition = definitionForPath(pathname);
  if (!definition) return <NotFoundPage />;
  return (
    <div className="page page--reading application">
      <DocumentMeta
        setsTitle={false}
        path={routeKey(pathname)}
        meta={{ title: `${definition.title} | MBA`, description: definition.title }}
      />
      <Wizard key={definition.formId} definition={definition} />
    </div>
  );
}
