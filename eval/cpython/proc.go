package cpython

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/rlm-go/rlm/internal/inputs"
	"github.com/rlm-go/rlm/internal/sandbox"
)

// message is any line the driver sends.
type message struct {
	Op          string            `json:"op"`
	ID          int64             `json:"id,omitempty"`
	Name        string            `json:"name,omitempty"`
	Args        map[string]any    `json:"args,omitempty"`
	Stdout      string            `json:"stdout,omitempty"`
	Stderr      string            `json:"stderr,omitempty"`
	Error       string            `json:"error,omitempty"`
	Final       *finalMsg         `json:"final,omitempty"`
	Locals      map[string]string `json:"locals,omitempty"`
	Interrupted bool              `json:"interrupted,omitempty"`
	Version     string            `json:"version,omitempty"`
}

// finalMsg is what the prelude's _rlm_collect_final returns.
type finalMsg struct {
	Answer  string `json:"answer"`
	Source  string `json:"source"`
	Failed  bool   `json:"failed"`
	Invalid string `json:"invalid"`
}

type initMsg struct {
	Op      string `json:"op"`
	Prelude string `json:"prelude"`
	// Contexts are paths, where descriptors cannot be passed (Windows);
	// elsewhere ContextFDs are the descriptors the interpreter inherited,
	// or, for a forked one, ContextSizes alone says how many ride on the
	// init message itself.
	Contexts     []string `json:"contexts,omitempty"`
	ContextFDs   []int    `json:"context_fds,omitempty"`
	ContextSizes []int    `json:"context_sizes"`
	MemoryLimit  int64    `json:"memory_limit"`
	MaxOutput    int      `json:"max_output"`
	StdoutPath   string   `json:"stdout_path"`
	StderrPath   string   `json:"stderr_path"`

	// A forked interpreter confines itself with these before it runs
	// anything else.
	Workdir      string   `json:"workdir,omitempty"`
	Tmpdir       string   `json:"tmpdir,omitempty"`
	ReadOnly     []string `json:"read_only,omitempty"`
	HardMemory   bool     `json:"hard_memory,omitempty"`
	MaxFileBytes int64    `json:"max_file_bytes,omitempty"`
}

type execMsg struct {
	Op   string `json:"op"`
	Code string `json:"code"`
}

type replyMsg struct {
	Op    string  `json:"op"`
	ID    int64   `json:"id"`
	Value any     `json:"value"`
	Error *string `json:"error,omitempty"`
}

// proc is one running interpreter and its two pipes (or the two ends of
// one socket, for a forked interpreter).
type proc struct {
	// pid leads the interpreter's process group, as this process sees it:
	// the launcher of a sandbox, or the forked interpreter itself.
	pid int
	w   *os.File // Go -> driver (its fd 3)
	r   *os.File // driver -> Go (its fd 4)
	wmu sync.Mutex

	msgs        chan message  // closed when the driver's pipe ends
	readErr     error         // why msgs closed; read after msgs is closed
	readerDone  chan struct{} // the reader goroutine has returned
	exited      chan struct{} // closed once the process is reaped
	waitErr     error         // read after exited is closed
	stop        chan struct{} // closed by kill: nobody reads msgs any more
	killOnce    sync.Once
	releaseOnce sync.Once
	oomKilled   bool // the memory cgroup killed it; read after wait
	// vacated: its cgroups were removed once it was reaped, which only
	// empty cgroups can be, so no process of it is left; read after wait.
	vacated bool
	box     *sandbox.Handle // nil when unconfined; released once reaped
	// forked: a child of the fork server, which reaps it and reports how
	// it ended; its box holds cgroups of its own to empty.
	forked bool
	// disown, for a forked interpreter, takes it off its zygote's list of
	// children and reports whether it was still there: then nobody else will
	// report its exit, and the caller does.
	disown func() bool
}

func startProc(cmd *exec.Cmd, w, r *os.File) *proc {
	p := newProc(cmd.Process.Pid, w, r)
	go func() {
		p.waitErr = cmd.Wait()
		close(p.exited)
	}()
	return p
}

// newProc starts reading from r; whoever reaps pid must set waitErr and
// close exited.
func newProc(pid int, w, r *os.File) *proc {
	p := &proc{
		pid:        pid,
		w:          w,
		r:          r,
		msgs:       make(chan message),
		readerDone: make(chan struct{}),
		exited:     make(chan struct{}),
		stop:       make(chan struct{}),
	}
	go p.readLoop()
	return p
}

func (p *proc) readLoop() {
	defer close(p.readerDone)
	defer close(p.msgs)
	dec := json.NewDecoder(bufio.NewReaderSize(p.r, 64<<10))
	dec.UseNumber()
	for {
		var m message
		if err := dec.Decode(&m); err != nil {
			p.readErr = err
			return
		}
		if m.Args != nil {
			for k, v := range m.Args {
				m.Args[k] = plainJSON(v)
			}
		}
		select {
		case p.msgs <- m:
		case <-p.stop:
			return
		}
	}
}

// send writes v as one line.
func (p *proc) send(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return p.writeLine(b)
}

// sendInit sends a session's init. A forked interpreter inherited nothing
// from this process, so its contexts ride on the message as descriptors.
func (p *proc) sendInit(init initMsg, forked bool, files []inputs.File) error {
	if !forked || len(files) == 0 {
		return p.send(init)
	}
	b, err := json.Marshal(init)
	if err != nil {
		return err
	}
	p.wmu.Lock()
	defer p.wmu.Unlock()
	return sendWithFiles(p.w, append(b, '\n'), files)
}

// maxContextFiles is what one message can carry (the kernel's SCM_MAX_FD is
// 253) with room to spare.
const maxContextFiles = 250

// writeLine holds the write lock so lines from concurrent host replies never
// interleave.
func (p *proc) writeLine(b []byte) error {
	b = append(b, '\n')
	p.wmu.Lock()
	defer p.wmu.Unlock()
	_, err := p.w.Write(b)
	return err
}

// reply answers host call id. A write error means the interpreter is gone,
// which the cell's loop notices on its own.
func (p *proc) reply(id int64, v any, err error) {
	m := replyMsg{Op: "reply", ID: id, Value: v}
	if err != nil {
		s := err.Error()
		m.Value, m.Error = nil, &s
	}
	b, merr := json.Marshal(m)
	if merr != nil {
		s := fmt.Sprintf("host returned a value Python cannot receive: %v", merr)
		b, _ = json.Marshal(replyMsg{Op: "reply", ID: id, Error: &s})
	}
	p.writeLine(b)
}

func (p *proc) interrupt() { signalGroup(p.pid, syscall.SIGINT) }

// kill stops the whole process group, so subprocesses started by user code
// go too.
func (p *proc) kill() {
	p.killOnce.Do(func() {
		signalGroup(p.pid, syscall.SIGKILL)
		close(p.stop)
	})
}

// awaitForkedExit waits for the zygote's report of the child's exit. Should
// that report never come (the zygote lost the SIGCHLD, or is stuck), the
// kernel's word decides: a child that is a zombie or gone has exited. Close
// must never hang on a report.
func (p *proc) awaitForkedExit() {
	t := time.NewTicker(250 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-p.exited:
			return
		case <-t.C:
			if processAlive(p.pid) {
				continue
			}
			if p.disown != nil && p.disown() {
				p.waitErr = errors.New("exited (its fork server did not report how)")
				close(p.exited)
			}
			<-p.exited
			return
		}
	}
}

// processAlive reports whether pid names a process that has not exited (a
// zombie has).
func processAlive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i >= 0 && i+2 < len(s) && s[i+2] != 'Z' && s[i+2] != 'X'
}

// wait reaps the process and ends the reader goroutine; call after kill or
// after the process exited.
func (p *proc) wait() {
	if p.forked {
		p.awaitForkedExit()
	} else {
		<-p.exited
	}
	p.releaseOnce.Do(func() {
		if p.forked {
			p.box.Kill() // descendants that left the process group
		}
		p.oomKilled = p.box.OOMKilled()
		contained := p.box.Contains()
		p.vacated = p.box.Release() == nil && contained
	})
	// A descendant that escaped the group may still hold the driver's end of
	// the pipe open; closing ours ends the reader regardless.
	p.r.Close()
	<-p.readerDone
	p.w.Close()
}

func (p *proc) exitDescription() string {
	select {
	case <-p.exited:
	default:
		return "pipe closed"
	}
	if p.waitErr == nil {
		return "exit status 0"
	}
	return p.waitErr.Error()
}

// plainJSON turns json.Number into int64 or float64, as eval.Host promises.
func plainJSON(v any) any {
	switch x := v.(type) {
	case json.Number:
		s := string(x)
		if !strings.ContainsAny(s, ".eE") {
			if n, err := strconv.ParseInt(s, 10, 64); err == nil {
				return n
			}
		}
		f, _ := strconv.ParseFloat(s, 64)
		return f
	case []any:
		for i := range x {
			x[i] = plainJSON(x[i])
		}
		return x
	case map[string]any:
		for k := range x {
			x[k] = plainJSON(x[k])
		}
		return x
	}
	return v
}
