import { CountryField } from "../../identity/users/schemas";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import { isCountryCode } from "../../site/lookup/countries";

const line = (max: number, message: string) => z.string().trim().min(1, message).max(max);
const optionalLine = (max: number) => z.string().trim().max(max);

const addressFields = {
  name: line(100, "Enter the name to deliver to."),
  phone: optionalLine(30).regex(/^[0-9+()\-. ]*$/, "Use digits, spaces and + ( ) - ."),
  country: CountryField.refine(isCountryCode, "Unknown country code"),
  state: optionalLine(100),
  city: line(100, "Enter the city."),
  streetAddress: line(300, "Enter the street address."),
  zipCode: optionalLine(20),
  description: optionalLine(300).openapi({ description: "Delivery notes" }),
  isDefault: z.boolean(),
};

export const CreateAddressBody = z
  .object({
    ...addressFields,
    phone: addressFields.phone.default(""),
    state: addressFields.state.default(""),
    zipCode: addressFields.zipCode.default(""),
    description: addressFields.description.default(""),
    isDefault: addressFields.isDefault.default(false),
  })
  .openapi("AddressInput");
export type CreateAddressInput = z.infer<typeof CreateAddressBody>;

export const UpdateAddressBody = z.object(addressFields).partial().openapi("AddressUpdate");
export type UpdateAddressInput = z.infer<typeof UpdateAddressBody>;

const ADDRESS_SORTS = ["createdAt", "name"] as const;
export const AddressQuery = PagingQuery.extend({ sortBy: namedKey(ADDRESS_SORTS).optional() });
export type AddressQueryInput = z.infer<typeof AddressQuery>;

export const AddressSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    phone: z.string(),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    streetAddress: z.string(),
    zipCode: z.string(),
    description: z.string(),
    isDefault: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Address");
export type AddressDto = z.infer<typeof AddressSchema>;
