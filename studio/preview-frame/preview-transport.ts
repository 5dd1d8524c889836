import type { FormWizardProps } from '../../engine/renderer';

/**
 * Why a preview's application is not sent: the wizard shows it as a submission that did not go
 * (its heading says the application was not sent), never as a confirmation that looks real.
 */
export const notSentInPreview =
  'This is the studio’s preview: the application was not sent and nothing was stored. ' +
  'The answers passed every check of the form; on the site the server checks them again and ' +
  'shows its confirmation here.';

/**
 * The preview wizard's transport: each passed step is answered here in the page, and the
 * application is refused with `notSentInPreview`. No request leaves the page for the server,
 * so a preview never reaches a database.
 */
export const previewTransport: Pick<FormWizardProps, 'submit' | 'saveStep'> = {
  saveStep: async () => undefined,
  submit: async () => {
    throw new Error(notSentInPreview);
  },
};
