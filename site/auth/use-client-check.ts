import { useCallback, useState } from 'react';
import { apiMessages } from '../api';
import { checkFields } from './check-fields';

/** Checks a form in the browser before it is sent; errors show beside the fields. */
export function useClientCheck(
  fields: readonly string[],
  required: readonly string[] = fields,
  applyLimits = true,
) {
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const check = useCallback(
    (values: Readonly<Record<string, string>>): boolean => {
      const found = checkFields(values, fields, required, applyLimits);
      setClientErrors(found);
      return Object.keys(found).length === 0;
    },
    [fields, required, applyLimits],
  );
  const clientMessage = Object.keys(clientErrors).length > 0 ? apiMessages.checkFields : null;
  return { clientErrors, clientMessage, check };
}
