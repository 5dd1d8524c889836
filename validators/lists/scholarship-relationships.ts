import { codeGuard } from './code-list';

export type ScholarshipRelationshipCode = 'member' | 'spouse' | 'child' | 'grandchild';

export interface ScholarshipRelationship {
  code: ScholarshipRelationshipCode;
  name: string;
}

/** Who may apply for a scholarship: a member, or a member's spouse, child or grandchild. */
export const scholarshipRelationships: readonly ScholarshipRelationship[] = [
  { code: 'member', name: 'I am the association member' },
  { code: 'spouse', name: 'Spouse of a member' },
  { code: 'child', name: 'Child of a member' },
  { code: 'grandchild', name: 'Grandchild of a member' },
];

export const isScholarshipRelationshipCode = codeGuard(
  scholarshipRelationships.map((relationship) => relationship.code),
);
