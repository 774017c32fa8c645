// The studentId folder's public face: what other folders and packages may use (docs/decisions/038).
export { checkStudentId, isValidStudentId, normalizeStudentId } from './checkStudentId';
export {
  type StudentInstitutionId,
  studentInstitution,
  studentInstitutionSchema,
  studentInstitutions,
} from './institutions';
