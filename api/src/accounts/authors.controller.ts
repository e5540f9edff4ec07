import {
  API_PATHS,
  authorBioSchema,
  type AuthorBioPayload,
  type AuthorProfile,
  type AuthUser,
} from '@brightwave/contracts';
import { Body, Controller, Get, Param, Put, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { routeOf } from '../common/http/route-path';
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
  @ApiOkResponse({ description: 'The author’s name, avatar and bio (no e-mail address).' })
  @ApiNotFoundResponse({ description: 'No such author.' })
  profile(@Param('id') id: string): Promise<AuthorProfile> {
    return this.authors.profile(id);
  }

  @Put(routeOf(API_PATHS.authorBio))
  @ApiBody({ schema: openApiSchema(authorBioSchema) })
  @ApiOkResponse({ description: 'The profile with the bio as saved (plain text).' })
  @ApiBadRequestResponse({ description: 'Not text, or too long.' })
  @ApiForbiddenResponse({
    description: 'Someone else’s bio, or an account without an author page.',
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
  @ApiOkResponse({ description: 'The profile with the new picture’s address.' })
  @ApiBadRequestResponse({ description: 'No file, or not a JPEG, PNG, WebP or GIF image.' })
  @ApiForbiddenResponse({
    description: 'Someone else’s picture, or an account without an author page.',
  })
  @ApiPayloadTooLargeResponse({ description: 'Over 5 MB.' })
  setAvatar(
    @Param('id') id: string,
    @Req() request: ImageUploadRequest,
    @CurrentUser() caller: AuthUser,
  ): Promise<AuthorProfile> {
    return this.authors.setAvatar(id, request.image, caller);
  }
}
