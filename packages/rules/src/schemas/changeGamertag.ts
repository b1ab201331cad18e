import * as yup from 'yup';
import { gamertagField } from './fields';

/** Change gamertag. The field is `username`, the name the player update payload and player details use. */
export const changeGamertagSchema = yup.object({
  username: gamertagField(),
});

export type ChangeGamertagValues = yup.InferType<typeof changeGamertagSchema>;
