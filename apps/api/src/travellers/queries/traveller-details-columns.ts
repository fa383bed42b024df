import { travellers } from '../../db/schema/index.ts';

/**
 * The details a registration form gives of the child and the guardian, by key, in the order every reader
 * lists them: the admin lists, staff's correction form and the family's data export.
 */
export const travellerDetailsColumns = {
  firstName: travellers.firstName,
  lastName: travellers.lastName,
  gender: travellers.gender,
  dateOfBirth: travellers.dateOfBirth,
  nationality: travellers.nationality,
  city: travellers.city,
  district: travellers.district,
  phone: travellers.phone,
  language: travellers.language,
  guardianName: travellers.guardianName,
  guardianEmail: travellers.guardianEmail,
};
