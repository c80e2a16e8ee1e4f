-- member info's is_channel is counted from the enterprise's live invite channels (issue 36): the flag nothing set goes
ALTER TABLE "enterprises" DROP COLUMN "is_channel";
