import { z } from 'zod';

/**
 * A family's roommates in My Voyage (docs/product/my-voyage.md#roommates): `GET api/my/travellers/:id/roommates`
 * answers `myRoommatesSchema`; withdrawing a name and confirming a request answer it again as it now is.
 * A name the family typed is `together` only once the child it names names them back: a name that matches
 * nobody and a name not named back look the same, so the family learns nothing about other registrations
 * from its own requests.
 */
export const myRoommatesSchema = z.object({
  /** The names this family typed, in order: `together` once named back, else a request still open. */
  named: z.array(z.object({ name: z.string(), together: z.boolean() })),
  /** Schoolmates who name this traveller and are not named back: the family may confirm them. */
  requests: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type MyRoommates = z.infer<typeof myRoommatesSchema>;

/** `POST api/my/travellers/:id/roommates/withdraw`: one of the names the family typed, as shown. */
export const roommateWithdrawBodySchema = z.strictObject({ name: z.string().min(1).max(100) });
export type RoommateWithdrawBody = z.infer<typeof roommateWithdrawBodySchema>;

/** `POST api/my/travellers/:id/roommates/confirm`: a request's id, as listed in `requests`. */
export const roommateConfirmBodySchema = z.strictObject({ travellerId: z.uuid({ error: 'validation.invalid' }) });
export type RoommateConfirmBody = z.infer<typeof roommateConfirmBodySchema>;
