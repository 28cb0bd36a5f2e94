package run

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/rlm-go/rlm/bench"
)

// openResults reads the rows already in path and leaves the file ready for
// appending. A process killed mid-write can leave a partial last line; it
// is cut off here (and the row re-run) because appending after it would
// glue the next row onto garbage. A complete last row that lost only its
// newline gets the newline back.
func openResults(path string) (rows []bench.Result, warning string, err error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, "", nil
	}
	if err != nil {
		return nil, "", err
	}
	cut := bytes.LastIndexByte(data, '\n') + 1
	if tail := bytes.TrimSpace(data[cut:]); len(tail) > 0 {
		if json.Valid(tail) {
			if err := appendBytes(path, []byte("\n")); err != nil {
				return nil, "", err
			}
		} else {
			if err := os.Truncate(path, int64(cut)); err != nil {
				return nil, "", fmt.Errorf("cutting the partial last line of %s: %w", path, err)
			}
			warning = fmt.Sprintf("%s line %d: cut a partial last line (%d bytes) left by an interrupted run",
				filepath.Base(path), bytes.Count(data[:cut], []byte("\n"))+1, len(data)-cut)
		}
	}
	rows, _, err = bench.ReadResults(path)
	if err != nil {
		return nil, "", err
	}
	return rows, warning, nil
}

func appendBytes(path string, b []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// resultWriter appends rows to results.jsonl. Rows finishing together are
// written with one write and one fsync (group commit): every row is durable
// before Append returns, and a 1000-task run does not pay 1000 serial
// fsyncs. A row is only ever written whole, in a single write call.
type resultWriter struct {
	f    *os.File
	reqs chan writeReq
	done chan struct{}
}

type writeReq struct {
	line []byte
	ack  chan error
}

func newResultWriter(path string) (*resultWriter, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	w := &resultWriter{f: f, reqs: make(chan writeReq, 64), done: make(chan struct{})}
	go w.loop()
	return w, nil
}

// Append writes r and returns once it is on disk.
func (w *resultWriter) Append(r bench.Result) error {
	line, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("encoding result %s: %w", r.TaskID, err)
	}
	ack := make(chan error, 1)
	w.reqs <- writeReq{line: append(line, '\n'), ack: ack}
	return <-ack
}

func (w *resultWriter) loop() {
	defer close(w.done)
	var buf []byte
	var batch []writeReq
	for req := range w.reqs {
		batch = append(batch[:0], req)
	drain:
		for {
			select {
			case more, ok := <-w.reqs:
				if !ok {
					break drain
				}
				batch = append(batch, more)
			default:
				break drain
			}
		}
		buf = buf[:0]
		for _, r := range batch {
			buf = append(buf, r.line...)
		}
		_, err := w.f.Write(buf)
		if err == nil {
			err = w.f.Sync()
		}
		if err != nil {
			err = fmt.Errorf("writing %s: %w", w.f.Name(), err)
		}
		for _, r := range batch {
			r.ack <- err
		}
	}
}

// Close waits for pending rows and closes the file. No Append may follow.
func (w *resultWriter) Close() error {
	close(w.reqs)
	<-w.done
	return w.f.Close()
}
