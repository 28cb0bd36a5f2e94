package pylib

import "testing"

// A decompressobj fed a stream in pieces waits for more while the stream
// is incomplete (a truncated stream is told apart by its error, not by its
// message), and zlib takes a bytearray as bytes-like.
func TestZlibStreamsAndBytesLike(t *testing.T) {
	runCases(t, []struct{ name, src, want string }{
		{"pieces, truncation, bytes-like", "import zlib\ndata = zlib.compress(b\"hello world \" * 100)\nd = zlib.decompressobj()\nout = d.decompress(data[:10]) + d.decompress(data[10:30]) + d.decompress(data[30:])\nprint(len(out), d.eof, d.unused_data)\ntry:\n    zlib.decompress(data[:20])\nexcept zlib.error as e:\n    print(e)\ntry:\n    zlib.decompress(b\"garbage!\")\nexcept zlib.error as e:\n    print(e)\nprint(zlib.crc32(bytearray(b\"abc\")), zlib.crc32(b\"abc\"), zlib.adler32(bytearray(b\"xyz\")))\nprint(zlib.decompress(bytearray(data))[:11])\n", "1200 True b''\nError -5 while decompressing data: incomplete or truncated stream\nError -3 while decompressing data: incorrect header check\n891568578 891568578 47645036\nb'hello world'\n"},
	})
}
