import {
  API_PATHS,
  TEXTS,
  type AuthUser,
  type LoginResponse,
  type MessageResponse,
} from '@brightwave/contracts';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { AccountsService } from './accounts.service';
import { CurrentUser, Public } from './auth';
import {
  loginSchema,
  registrationSchema,
  type LoginDto,
  type RegisterDto,
} from './dto/accounts.dto';

@ApiTags('accounts')
@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Public()
  @Post(API_PATHS.register)
  @HttpCode(201)
  @ApiBody({ schema: openApiSchema(registrationSchema) })
  @ApiCreatedResponse({ description: 'Account created (never with a role).' })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid.' })
  @ApiConflictResponse({ description: 'The e-mail address already has an account.' })
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
  @ApiOkResponse({ description: '`{ token, user }`: send the token as `Authorization: Bearer`.' })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address or account.' })
  login(@Body(new ZodValidationPipe(loginSchema)) body: LoginDto): Promise<LoginResponse> {
    return this.accounts.login(body);
  }

  @Get(API_PATHS.me)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The signed-in user with current roles.' })
  @ApiUnauthorizedResponse({ description: 'No valid token.' })
  me(@CurrentUser() user: AuthUser): AuthUser {
    return user;
  }
}
