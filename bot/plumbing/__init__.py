"""What every face stands on: the clock, bounded memory, token buckets, logs and metrics, the
worker supervisor."""
