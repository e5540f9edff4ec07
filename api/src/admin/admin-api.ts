import { applyDecorators } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Roles } from '../accounts/auth';

/** A console controller: admins only (enforced by the auth guard), documented as such. */
export const AdminApi = () =>
  applyDecorators(
    ApiTags('admin'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No valid sign-in.' }),
    ApiForbiddenResponse({ description: 'Signed in, but not an admin.' }),
    Roles('admin'),
  );
