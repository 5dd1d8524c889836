/**
 * The PDF served at a /documents/ link: the fillable beneficiary designation form, or the
 * specimen of a catalogue document; undefined for any other link. plans/ (with pdf-lib) loads
 * on the first document asked for, not at the server's start.
 */
export async function documentPdf(link: string): Promise<Uint8Array | undefined> {
  const { beneficiaryDesignationLink, beneficiaryDesignationPdf, specimenPdf } =
    await import('../../plans');
  if (link === beneficiaryDesignationLink) return beneficiaryDesignationPdf();
  return link.endsWith('.pdf') ? specimenPdf(decodeURI(link)) : undefined;
}
