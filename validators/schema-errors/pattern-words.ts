// The patterns of the catalogue's and the forms' schemas in the words of the staff who edit
// them: "must match pattern ^[a-z0-9]+(-[a-z0-9]+)*$" tells them little. A test holds every
// pattern of those schemas to having words here.
export const patternWords: Readonly<Record<string, string>> = {
  '^[a-z0-9]+(-[a-z0-9]+)*$':
    'must be lower-case letters and digits in words joined by single hyphens, such as "term-90-plus"',
  '^[a-z][a-z0-9-]*$':
    'must be lower-case letters, digits and hyphens, starting with a letter, such as "term-90-plus-standard"',
  '^[a-z][a-zA-Z0-9-]*$':
    'must be letters, digits and hyphens, starting with a lower-case letter, such as "insured" or "militaryService"',
  '^/([a-z0-9-]+/)+$':
    'must be a path of lower-case words with a slash at each end, such as "/insurance-plans/term-90-plus/standard/"',
  '^/([A-Za-z0-9._-]+/)*$': 'must be a site path with a slash at each end, such as "/legalplans/"',
  '^(/[^/~]+)+$': 'must be a JSON pointer to an answer, such as "/coverage/tobacco"',
  '^[A-Za-z][A-Za-z0-9]*$':
    'must be letters and digits, starting with a letter, such as "sponsorAge"',
  '^[A-Za-z0-9-]{1,12}$': 'must be a code of 1 to 12 letters, digits or hyphens',
  '^[A-Za-z0-9-]{1,20}$':
    'must be a code of 1 to 20 letters, digits or hyphens, such as "990-2237"',
  '^[A-Z]{2}$': 'must be two upper-case letters, such as "TX"',
  '^[A-Z][A-Z0-9]$': 'must be an upper-case letter and a letter or digit, such as "L6"',
  '^[A-Z0-9]{1,4}$': 'must be 1 to 4 upper-case letters or digits, such as "95" or "RV0"',
  '^/documents/brochures/[a-z0-9-]+\\.pdf$':
    'must be a link such as "/documents/brochures/term-90-plus.pdf"',
  '^/documents/certificates/[a-z0-9]+(-[a-z0-9]+)*\\.pdf$':
    'must be a link such as "/documents/certificates/term-90-plus-certificate-tx.pdf"',
  '^[^/].*\\.pdf$': 'must be a path from the repository root to a PDF file, with no leading slash',
};
