import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from './configuration';

/** Injection token of the validated AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Makes the one validated configuration injectable everywhere (`@Inject(APP_CONFIG)`). */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
