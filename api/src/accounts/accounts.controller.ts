import {
  API_PATHS,
  TEXTS,
  messageResponseSchema,
  loginResponseSchema,
  authUserSchema,
  type AuthUser,
  type LoginResponse,
  type MessageResponse,
} from '@brightwave/contracts';
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { ApiAnswers } from '../common/openapi/api-answers';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { clientIp } from '../rate-limit/rate-limit.guard';
import { AccountsService } from './accounts.service';
import { CurrentUser, Public, type AuthenticatedRequest } from './auth';
import { bearerToken } from './auth/auth.guard';
import { TokensService } from './auth/tokens.service';
import {
  loginSchema,
  registrationSchema,
  type LoginDto,
  type RegisterDto,
} from './dto/accounts.dto';

@ApiTags('accounts')
@Controller()
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly tokens: TokensService,
  ) {}

  @Public()
  @Post(API_PATHS.register)
  @HttpCode(201)
  @RateLimit('register')
  @ApiBody({ schema: openApiSchema(registrationSchema) })
  @ApiAnswers(messageResponseSchema, {
    status: 201,
    description: 'Account created (never with a role).',
    errors: {
      400: 'A field is missing or invalid.',
      409: 'The e-mail address already has an account.',
      429: 'Too many registrations from this address.',
      503: 'Too many registrations at once: try again.',
    },
  })
  async register(
    @Body(new ZodValidationPipe(registrationSchema)) body: RegisterDto,
  ): Promise<MessageResponse> {
    await this.accounts.register(body);
    return { message: TEXTS.registration.success };
  }

  @Public()
  @Post(API_PATHS.login)
  @HttpCode(200)
  @RateLimit('login')
  @ApiBody({ schema: openApiSchema(loginSchema) })
  @ApiAnswers(loginResponseSchema, {
    description: '`{ token, user }`: send the token as `Authorization: Bearer`.',
    errors: {
      401: 'Invalid email or password',
      429: 'Too many attempts from this address, or on this account from this address.',
    },
  })
  login(
    @Body(new ZodValidationPipe(loginSchema)) body: LoginDto,
    @Req() request: AuthenticatedRequest,
  ): Promise<LoginResponse> {
    return this.accounts.login(body, clientIp(request));
  }

  @Post(API_PATHS.logout)
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiAnswers(null, {
    status: 204,
    description: 'This token is signed out; other sessions stay open.',
    errors: { 401: 'No valid token.' },
  })
  async logout(@Req() request: AuthenticatedRequest): Promise<void> {
    // The guard has let only a valid bearer token through.
    await this.tokens.revoke(bearerToken(request)!);
  }

  @Get(API_PATHS.me)
  @ApiBearerAuth()
  @ApiAnswers(authUserSchema, {
    description: 'The signed-in user with current roles.',
    errors: { 401: 'No valid token.' },
  })
  me(@CurrentUser() user: AuthUser): AuthUser {
    return user;
  }
}
