import {
  API_PATHS,
  mediaUploadResponseSchema,
  type MediaUploadResponse,
} from '@brightwave/contracts';
import { Controller, Get, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CurrentUser, Public, Roles, type AuthUser } from '../accounts/auth';
import { routeOf } from '../common/http/route-path';
import { ApiAnswers } from '../common/openapi/api-answers';
import { ImageUploadInterceptor, type ImageUploadRequest } from './image-upload.interceptor';
import { MediaService } from './media.service';

/** A year, and never revalidated: an id's bytes never change (a new upload gets a new id). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

@ApiTags('media')
@Controller()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /** An image for the inside of a post, from the editor's image button. */
  @Post(API_PATHS.media)
  @Roles('author')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiAnswers(mediaUploadResponseSchema, {
    status: 201,
    description: '`{ id, url }`: where the stored WebP is served.',
    errors: {
      400: 'No file, or not a JPEG, PNG, WebP or GIF image.',
      401: 'No valid sign-in.',
      403: 'Not allowed for this account.',
      413: 'Over 5 MB.',
    },
  })
  upload(
    @Req() request: ImageUploadRequest,
    @CurrentUser() user: AuthUser,
  ): Promise<MediaUploadResponse> {
    return this.media.storeInline(request.image, user.id);
  }

  @Get(routeOf(API_PATHS.mediaFile))
  @Public()
  @ApiAnswers(z.string(), {
    mediaType: 'image/webp',
    description: 'The image, cacheable for a year.',
    errors: { 400: 'Not an image id.', 404: 'No such image.' },
  })
  async serve(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.media.find(id);
    const etag = `"${file.id}"`;
    reply.headers({
      'Content-Type': file.contentType,
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'Last-Modified': file.uploadDate.toUTCString(),
    });
    if (request.headers['if-none-match'] === etag) {
      void reply.status(304).send();
      return;
    }
    reply.header('Content-Length', String(file.length));
    void reply.send(this.media.open(file.id));
  }
}
