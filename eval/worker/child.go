package worker

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"runtime/debug"
	"sync"
	"sync/atomic"

	"github.com/rlm-go/rlm/eval"
)

// WorkerArg is the first argument that makes a program a worker: a worker
// for backend NAME is started as `EXE __rlm_worker NAME`.
const WorkerArg = "__rlm_worker"

// protoFD is the child's end of the protocol socket.
const protoFD = 3

// RunIfWorker is the worker entry hook. Every program that runs eval
// sessions through this package (cmd/rlm, cmd/rlm-bench, a program
// embedding the engine, a test binary's TestMain) calls it first thing in
// main, before flags are parsed or anything is started:
//
//	func main() {
//		if worker.RunIfWorker(registry.Open) { return }
//		...
//	}
//
// When the process was not started as a worker it returns false at once.
// Otherwise it opens the backend named on the command line with open, serves
// one session for the parent over fd 3 and exits the process; it never
// returns.
func RunIfWorker(open func(name string) (eval.Backend, error)) bool {
	if len(os.Args) < 3 || os.Args[1] != WorkerArg {
		return false
	}
	os.Exit(serveChild(os.Args[2], open))
	return true
}

// child is the worker's side of the protocol.
type child struct {
	conn *net.UnixConn
	wmu  sync.Mutex

	nextID  atomic.Uint64
	mu      sync.Mutex
	pending map[uint64]chan reply

	cellMu     sync.Mutex
	cellCancel context.CancelFunc
	cellBusy   bool
}

type reply struct {
	v   any
	err error
}

func serveChild(name string, open func(string) (eval.Backend, error)) int {
	f := os.NewFile(protoFD, "rlm-worker-socket")
	fc, err := net.FileConn(f)
	f.Close()
	if err != nil {
		fmt.Fprintf(os.Stderr, "rlm worker: fd %d is not the engine's socket: %v\n", protoFD, err)
		return 3
	}
	conn, ok := fc.(*net.UnixConn)
	if !ok {
		fmt.Fprintf(os.Stderr, "rlm worker: fd %d is a %T, not a Unix socket\n", protoFD, fc)
		return 3
	}
	c := &child{conn: conn, pending: map[uint64]chan reply{}}
	b, err := open(name)
	if err != nil {
		c.fatal(fmt.Sprintf("opening backend %q: %v", name, err))
		return 1
	}
	if err := c.send(encodeString(opHello, helloText(b.Version()))); err != nil {
		return 1
	}
	init, files, err := readInit(conn)
	if err != nil {
		if errors.Is(err, io.EOF) {
			return 0 // the pool was closed before this worker was used
		}
		c.fatal("reading the session's configuration: " + err.Error())
		return 1
	}
	contexts, err := mapContexts(files, init.ContextSizes)
	if err != nil {
		c.fatal(err.Error())
		return 1
	}
	if err := applyLimits(init); err != nil {
		c.fatal(err.Error())
		return 1
	}
	sess, err := b.NewSession(context.Background(), eval.SessionConfig{
		Contexts:    contexts,
		Host:        c,
		CellTimeout: init.CellTimeout,
		MaxOutput:   init.MaxOutput,
		MemoryLimit: init.MemoryLimit,
		Workdir:     init.Workdir,
	})
	if err != nil {
		c.fatal(err.Error())
		return 1
	}
	debug.SetGCPercent(workerGCPercent)
	if err := c.send([]byte{1, 0, 0, 0, opReady}); err != nil {
		return 1
	}
	c.loop(sess, init.MaxOutput)
	// The parent has gone or closed the socket: nothing to report to.
	return 0
}

// workerGCPercent is the collector's setting once a session is ready (the
// worker starts with GOGC=off, see proc.go). A worker lives for one session
// and its live heap is mostly the interpreter's own tables, so at the default
// 100 the collector re-marks those tables every few MB of a cell's garbage
// (yaegi's reflect calls make plenty): 400 cut a Go task's CPU by a fifth in
// the starter pool. Model code that churns through garbage is still held to
// the session's memory limit by SetMemoryLimit, which collects as it nears.
const workerGCPercent = 400

// applyLimits bounds this process before any model code runs. RLIMIT_AS
// counts the mapped contexts, so it is set above what is mapped now.
func applyLimits(m initMsg) error {
	if m.MemoryLimit > 0 {
		debug.SetMemoryLimit(m.MemoryLimit)
		// A goroutine's stack stays far below the heap limit, so runaway
		// recursion the interpreter does not count ends quickly.
		debug.SetMaxStack(int(min(max(m.MemoryLimit/4, 32<<20), 128<<20)))
	}
	return setRlimits(m)
}

func (c *child) loop(sess eval.Session, maxOutput int) {
	r := bufio.NewReaderSize(c.conn, 64<<10)
	limit := func(op byte) int {
		// The parent is trusted: its frames carry cells and host results.
		return 1 << 31
	}
	for {
		op, body, err := readFrame(r, limit)
		if err != nil {
			c.stopCell()
			return
		}
		switch op {
		case opExec:
			d := &dec{b: body}
			code := d.str()
			c.startCell(sess, code, maxOutput)
		case opInterrupt:
			c.stopCell()
		case opReply:
			d := &dec{b: body}
			id := d.uvarint()
			var rep reply
			if d.flag() {
				rep.err = errors.New(d.str())
			} else {
				rep.v = d.value(0)
			}
			if d.err != nil {
				rep = reply{err: fmt.Errorf("worker: bad reply from the engine: %v", d.err)}
			}
			c.mu.Lock()
			ch := c.pending[id]
			delete(c.pending, id)
			c.mu.Unlock()
			if ch != nil {
				ch <- rep
			}
		}
	}
}

func (c *child) startCell(sess eval.Session, code string, maxOutput int) {
	c.cellMu.Lock()
	defer c.cellMu.Unlock()
	if c.cellBusy {
		c.fatal("the engine sent a cell while another was running")
		os.Exit(1)
	}
	ctx, cancel := context.WithCancel(context.Background())
	c.cellBusy, c.cellCancel = true, cancel
	go func() {
		res, err := sess.Exec(ctx, code)
		if err != nil && res.Error == "" {
			res.Error = "the session failed: " + err.Error()
			res.Restarted = true
		}
		cancel()
		res.Error = capText(res.Error, maxErrorBytes(maxOutput))
		res.FinalInvalid = capText(res.FinalInvalid, maxErrorBytes(maxOutput))
		c.cellMu.Lock()
		c.cellBusy, c.cellCancel = false, nil
		c.cellMu.Unlock()
		c.send(encodeResult(res))
	}()
}

func (c *child) stopCell() {
	c.cellMu.Lock()
	defer c.cellMu.Unlock()
	if c.cellCancel != nil {
		c.cellCancel()
	}
}

func (c *child) send(b []byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_, err := c.conn.Write(b)
	return err
}

func (c *child) fatal(msg string) {
	if len(msg) > maxControlFrame-16 {
		msg = msg[:maxControlFrame-16]
	}
	c.send(encodeString(opFatal, msg))
}

// Call implements eval.Host by asking the engine. Calls from several
// goroutines (llm_query_batched, goroutines a Go cell starts) are in flight
// at once, each answered by its id.
func (c *child) Call(ctx context.Context, name string, args map[string]any) (any, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	id := c.nextID.Add(1)
	frame, err := encodeCall(id, name, args)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	ch := make(chan reply, 1)
	c.mu.Lock()
	c.pending[id] = ch
	c.mu.Unlock()
	if err := c.send(frame); err != nil {
		c.mu.Lock()
		delete(c.pending, id)
		c.mu.Unlock()
		return nil, fmt.Errorf("%s: the engine is gone: %v", name, err)
	}
	select {
	case r := <-ch:
		return r.v, r.err
	case <-ctx.Done():
		c.mu.Lock()
		_, waiting := c.pending[id]
		delete(c.pending, id)
		c.mu.Unlock()
		if waiting {
			c.send(encodeID(opCancel, id))
		}
		return nil, ctx.Err()
	}
}

// readInit reads the init frame with the context files that ride on it.
// The parent sends nothing else before the worker is ready, so reading
// whole segments here takes nothing from the frames after it.
func readInit(conn *net.UnixConn) (initMsg, []*os.File, error) {
	var (
		buf   []byte
		files []*os.File
		seg   = make([]byte, 64<<10)
		oob   = make([]byte, oobSpace(maxContexts))
	)
	for {
		n, oobn, _, _, err := conn.ReadMsgUnix(seg, oob)
		if oobn > 0 {
			fs, perr := parseRights(oob[:oobn])
			files = append(files, fs...)
			if perr != nil {
				return initMsg{}, files, perr
			}
		}
		buf = append(buf, seg[:n]...)
		if len(buf) >= 4 {
			want := 4 + int(uint32(buf[0])|uint32(buf[1])<<8|uint32(buf[2])<<16|uint32(buf[3])<<24)
			if want > maxControlFrame {
				return initMsg{}, files, errFrameTooBig
			}
			if len(buf) >= want {
				if len(buf) > want || buf[4] != opInit {
					return initMsg{}, files, fmt.Errorf("expected the init frame, got op %q", buf[4])
				}
				m, err := decodeInit(buf[5:want])
				if err == nil && len(m.ContextSizes) != len(files) {
					err = fmt.Errorf("%d contexts but %d files", len(m.ContextSizes), len(files))
				}
				return m, files, err
			}
		}
		if err != nil {
			if len(buf) == 0 && errors.Is(err, io.EOF) {
				return initMsg{}, files, io.EOF
			}
			return initMsg{}, files, err
		}
		if n == 0 && oobn == 0 {
			// A stream socket reads nothing only at its end.
			if len(buf) == 0 {
				return initMsg{}, files, io.EOF
			}
			return initMsg{}, files, io.ErrUnexpectedEOF
		}
	}
}

// maxContexts bounds the files one init carries.
const maxContexts = 250

// maxErrorBytes bounds a cell's error text like its output: an exception
// can carry a value of any size in its message.
func maxErrorBytes(maxOutput int) int { return max(maxOutput, 64<<10) }

func capText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + fmt.Sprintf("\n[error text truncated at %d bytes]", n)
}
