// "Who can apply" on the plan pages, written for people: the catalogue lists duty-status codes
// (spec §3 "Duty statuses with codes"), whose names are the association's own code-list labels.

/** A plain description of the people each duty-status code stands for. */
export const whoCanApply: Readonly<Record<string, string>> = {
  '2': 'Service members on full-time active duty',
  '1': 'Members of the Ready Reserve, Reservists and Reserve academy cadets',
  C: 'Cadets and midshipmen at a service academy',
  '3': 'Military retirees',
  '7': 'Service members who have separated from the military',
  '5': 'Veterans with an honorable discharge',
  N: 'Members of the Army or Air National Guard',
  'N-': 'Members of the Army or Air National Guard',
  I: 'Members already insured through the association',
  '8': 'Current federal civilian employees',
  '9': 'Spouses of association members',
};
