import {
  API_PATHS,
  authorBioSchema,
  authorProfileSchema,
  type AuthorBioPayload,
  type AuthorProfile,
  type AuthUser,
} from '@brightwave/contracts';
import { Body, Controller, Get, Param, Put, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { routeOf } from '../common/http/route-path';
import { ApiAnswers } from '../common/openapi/api-answers';
import { ImageUploadInterceptor, type ImageUploadRequest } from '../media/image-upload.interceptor';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { CurrentUser, Public } from './auth';
import { AuthorsService } from './authors.service';

@ApiTags('authors')
@Controller()
export class AuthorsController {
  constructor(private readonly authors: AuthorsService) {}

  @Get(routeOf(API_PATHS.author))
  @Public()
  @ApiAnswers(authorProfileSchema, {
    description: 'The author’s name, avatar and bio (no e-mail address).',
    errors: { 404: 'No such author.' },
  })
  profile(@Param('id') id: string): Promise<AuthorProfile> {
    return this.authors.profile(id);
  }

  @Put(routeOf(API_PATHS.authorBio))
  @ApiBody({ schema: openApiSchema(authorBioSchema) })
  @ApiAnswers(authorProfileSchema, {
    description: 'The profile with the bio as saved (plain text).',
    errors: {
      400: 'Not text, or too long.',
      403: 'Someone else’s bio, or an account without an author page.',
    },
  })
  setBio(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(authorBioSchema)) body: AuthorBioPayload,
    @CurrentUser() caller: AuthUser,
  ): Promise<AuthorProfile> {
    return this.authors.setBio(id, body.bio, caller);
  }

  @Put(routeOf(API_PATHS.authorAvatar))
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiAnswers(authorProfileSchema, {
    description: 'The profile with the new picture’s address.',
    errors: {
      400: 'No file, or not a JPEG, PNG, WebP or GIF image.',
      403: 'Someone else’s picture, or an account without an author page.',
      413: 'Over 5 MB.',
    },
  })
  setAvatar(
    @Param('id') id: string,
    @Req() request: ImageUploadRequest,
    @CurrentUser() caller: AuthUser,
  ): Promise<AuthorProfile> {
    return this.authors.setAvatar(id, request.image, caller);
  }
}
