// Package entry for other workspace code (e.g. a test harness or tooling).
export { buildApp, createDatabase, type BuildOptions } from './app';
export { seedDemoIfEmpty } from './seed';
export { FakeClock, systemClock, type Clock } from './providers/clock';
export { SmsSimulator, type SmsProvider } from './providers/sms';
export { AlipaySimulator, type PaymentGateway } from './providers/payment';
