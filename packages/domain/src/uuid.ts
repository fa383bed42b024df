const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a UUID (any version, either case): an id from an address is checked before it is looked up. */
export const isUuid = (value: string): boolean => UUID.test(value);
