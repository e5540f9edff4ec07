import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { ChatLessonRecord, type StoredChatLesson } from './chat-lesson.schema';

/** The only place that reads and writes the taught lessons. */
@Injectable()
export class ChatLessonsRepository {
  constructor(
    @InjectModel(ChatLessonRecord.name) private readonly lessons: Model<ChatLessonRecord>,
  ) {}

  async add(lesson: Omit<ChatLessonRecord, 'createdAt' | 'undoneAt'>): Promise<StoredChatLesson> {
    const created = await this.lessons.create({ ...lesson, createdAt: new Date() });
    return created.toObject<StoredChatLesson>();
  }

  /** The lessons in force, oldest first (the order they are trained in). */
  active(): Promise<StoredChatLesson[]> {
    return this.lessons
      .find({ undoneAt: { $exists: false } })
      .sort({ createdAt: 1, _id: 1 })
      .lean<StoredChatLesson[]>()
      .exec();
  }

  /** Marks a lesson undone; undefined when there is no such lesson in force. */
  undo(id: string): Promise<StoredChatLesson | null> {
    return this.lessons
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), undoneAt: { $exists: false } },
        { $set: { undoneAt: new Date() } },
        { returnDocument: 'after' },
      )
      .lean<StoredChatLesson>()
      .exec();
  }
}
