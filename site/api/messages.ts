import { messages } from '../../validators';

// Messages of spec section 8, word for word, from the shared catalogue.
export const apiMessages = {
  networkError: messages.networkError,
  requestError: messages.requestError,
  apiError: messages.genericApiError,
  checkFields: messages.checkFormFields,
  nothingFound: messages.nothingFound,
  somethingWrong: messages.somethingWentWrong,
} as const;
