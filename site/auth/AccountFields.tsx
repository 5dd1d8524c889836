import { fieldLimits } from '../../validators';
import { Field } from './Field';

// The fields every account form asks the same way: name and e-mail, date of birth, a new username,
// a new password.
type FieldErrors = Readonly<Record<string, string | undefined>>;

/** First and last name on one row, then the e-mail address, with the spec's field limits. */
export function NameAndEmailFields({
  errors,
  defaults = {},
}: {
  readonly errors: FieldErrors;
  /** What the fields start with (a sign-up from an application's confirmation). */
  readonly defaults?: {
    readonly firstName?: string;
    readonly lastName?: string;
    readonly email?: string;
  };
}) {
  return (
    <>
      <div className="field-row">
        <Field
          name="firstName"
          label="First name"
          autoComplete="given-name"
          defaultValue={defaults.firstName}
          maxLength={fieldLimits.firstName.maxLength}
          required
          error={errors.firstName}
        />
        <Field
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          defaultValue={defaults.lastName}
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
        defaultValue={defaults.email}
        maxLength={fieldLimits.email.maxLength}
        required
        error={errors.email}
      />
    </>
  );
}

export function DateOfBirthField({
  error,
  defaultValue,
}: {
  readonly error: string | undefined;
  readonly defaultValue?: string | undefined;
}) {
  return (
    <Field
      name="dateOfBirth"
      label="Date of birth"
      hint="MM/DD/YYYY"
      inputMode="numeric"
      autoComplete="bday"
      defaultValue={defaultValue}
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
