import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { MediaModule } from '../media/media.module';
import { BlogRecord, BlogRecordSchema } from './blog.schema';
import { BlogsController } from './blogs.controller';
import { BlogsRepository } from './blogs.repository';
import { BlogsService } from './blogs.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: BlogRecord.name, schema: BlogRecordSchema }]),
    MediaModule,
    AccountsModule,
  ],
  controllers: [BlogsController],
  providers: [BlogsRepository, BlogsService],
  exports: [BlogsRepository],
})
export class BlogsModule {}
