package observability

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/event"
)

// serveForTimeouts runs a real server (Serve, not httptest) with short
// timeouts and returns its host:port.
func serveForTimeouts(t *testing.T, opts ServerOptions) string {
	t.Helper()
	s, err := NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Listen(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- s.Serve(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
	return s.ln.Addr().String()
}

// closedWithin reports whether the server closes conn within d: a read
// returns EOF or a reset, not our own deadline.
func closedWithin(conn net.Conn, d time.Duration) bool {
	conn.SetReadDeadline(time.Now().Add(d))
	_, err := io.Copy(io.Discard, conn)
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		return false
	}
	return true
}

func TestServerTimeouts(t *testing.T) {
	const timeout = 300 * time.Millisecond
	mem := NewMemory(MemoryOptions{})
	chat := func(ctx context.Context, msg string) (string, error) { return "ok", nil }
	opts := ServerOptions{Memory: mem, Chat: chat, ReadTimeout: timeout, WriteTimeout: timeout, IdleTimeout: timeout}
	addr := serveForTimeouts(t, opts)

	t.Run("slow body", func(t *testing.T) {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		fmt.Fprintf(conn, "POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"mess")
		if !closedWithin(conn, 3*time.Second) {
			t.Fatal("a request whose body never completes holds its connection past the read timeout")
		}
	})
	t.Run("slow headers", func(t *testing.T) {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		fmt.Fprintf(conn, "GET /api/runs HTTP/1.1\r\nHost: 127.0.0.1\r\n")
		if !closedWithin(conn, 3*time.Second) {
			t.Fatal("a request whose headers never end holds its connection")
		}
	})
	t.Run("idle keep-alive", func(t *testing.T) {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		fmt.Fprintf(conn, "GET /api/runs HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
		br := bufio.NewReader(conn)
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Close {
			t.Fatalf("status %d close %v: want a kept-alive 200", resp.StatusCode, resp.Close)
		}
		start := time.Now()
		if !closedWithin(conn, 3*time.Second) {
			t.Fatal("an idle keep-alive connection stays open past the idle timeout")
		}
		if time.Since(start) < timeout/2 {
			t.Fatalf("closed after %v, before the idle timeout", time.Since(start))
		}
	})
	t.Run("stream outlives the timeouts", func(t *testing.T) {
		bus := event.NewBus(mem)
		bus.Emit(event.Event{RunID: "live", AgentID: "root", Kind: event.AgentStart})
		resp, err := http.Get("http://" + addr + "/api/stream?run=live")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		ids := make(chan string, 10)
		go func() {
			sc := bufio.NewScanner(resp.Body)
			for sc.Scan() {
				if id, ok := strings.CutPrefix(sc.Text(), "id: "); ok {
					ids <- id
				}
			}
			close(ids)
		}()
		if id := <-ids; id != "1" {
			t.Fatalf("first event id %q", id)
		}
		time.Sleep(4 * timeout) // past every timeout
		bus.Emit(event.Event{RunID: "live", AgentID: "root", Kind: event.AgentEnd})
		select {
		case id, ok := <-ids:
			if !ok || id != "2" {
				t.Fatalf("after the timeouts the stream gave %q (open %v), want event 2", id, ok)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("the stream delivered nothing after the timeouts passed")
		}
	})
}

func TestServerDefaultTimeouts(t *testing.T) {
	s, err := NewServer(ServerOptions{Memory: NewMemory(MemoryOptions{})})
	if err != nil {
		t.Fatal(err)
	}
	if s.opts.ReadTimeout != DefaultReadTimeout || s.opts.WriteTimeout != DefaultWriteTimeout || s.opts.IdleTimeout != DefaultIdleTimeout {
		t.Fatalf("defaults not applied: %+v", s.opts)
	}
}
