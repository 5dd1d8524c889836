/** Where the site serves the beneficiary designation form; /beneficiary/ downloads it. */
export const beneficiaryDesignationLink = '/documents/forms/beneficiary-designation.pdf';
