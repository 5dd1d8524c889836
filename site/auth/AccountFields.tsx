import { fieldLimits } from '../../validators';
import { Field } from './Field';

// The fields every account form asks the same way: name and e-mail, date of birth, a new username,
// a new password.
type FieldErrors = Readonly<Record<string, string | undefined>>;

/** First and last name on one row, then the e-mail address, with the spec's field limits. */
export function NameAndEmailFields({ errors }: { readonly errors: FieldErrors }) {
  return (
    <>
      <div className="field-row">
        <Field
          name="firstName"
          label="First name"
          autoComplete="given-name"
          maxLength={fieldLimits.firstName.maxLength}
          required
          error={errors.firstName}
        />
        <Field
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          maxLength={fieldLimits.lastName.maxLength}
          required
          error={errors.lastName}
        />
      </div>
      <Field
        name="email"
        label="E-mail address"
        type="email"
        autoComplete="email"
        maxLength={fieldLimits.email.maxLength}
        required
        error={errors.email}
      />
    </>
  );
}

export function DateOfBirthField({ error }: { readonly error: string | undefined }) {
  return (
    <Field
      name="dateOfBirth"
      label="Date of birth"
      hint="MM/DD/YYYY"
      inputMode="numeric"
      autoComplete="bday"
      required
      error={error}
    />
  );
}

export function NewUsernameField({
  label,
  required = false,
  error,
}: {
  readonly label: string;
  readonly required?: boolean;
  readonly error: string | undefined;
}) {
  return (
    <Field
      name="username"
      label={label}
      hint="At least 5 characters"
      autoComplete="username"
      required={required}
      error={error}
    />
  );
}

/** The new password and its confirmation; the server and useClientCheck compare the two. */
export function NewPasswordFields({
  errors,
  passwordLabel = 'Password',
  confirmationLabel = 'Confirm password',
}: {
  readonly errors: FieldErrors;
  readonly passwordLabel?: string;
  readonly confirmationLabel?: string;
}) {
  return (
    <>
      <Field
        name="password"
        label={passwordLabel}
        hint="At least 6 characters"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
      />
      <Field
        name="passwordConfirmation"
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirmation}
      />
    </>
  );
}

/** A 6-digit code sent by e-mail or phone, offered by the phone's keyboard and autofill. */
export function VerificationCodeField({
  label = 'Verification code',
  error,
}: {
  readonly label?: string;
  readonly error: string | undefined;
}) {
  return (
    <Field
      name="code"
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      error={error}
    />
  );
}
