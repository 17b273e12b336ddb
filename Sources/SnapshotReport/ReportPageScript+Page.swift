extension ReportPageScript {
    /// Keys, filters, the matrix grids' links and, when served by `napkin-review`, Accept and
    /// Reject. Once loaded, `<body>` says `data-images-loaded="loaded/total"` and
    /// `data-broken-images` (their `src`s), and each grid its `data-layout` (rows × cells
    /// side by side), which tests read from a headless browser.
    static let page = """
        (function () {
          var body = document.body, review = body.dataset.mode === 'review', token = body.dataset.token || '';
          window.addEventListener('load', function () {
            var images = Array.prototype.slice.call(document.images);
            var broken = images.filter(function (image) { return !(image.complete && image.naturalWidth > 0); });
            body.dataset.imagesLoaded = (images.length - broken.length) + '/' + images.length;
            body.dataset.brokenImages = broken.map(function (image) { return image.getAttribute('src'); }).join(' ');
            document.querySelectorAll('.matrix').forEach(function (matrix) {
              var rows = matrix.querySelectorAll('.grid tbody tr');
              var columns = rows.length ? Array.prototype.filter.call(rows[0].children, function (cell) {
                return cell.offsetWidth > 0 && cell.offsetTop === rows[0].children[0].offsetTop;
              }).length : 0;
              matrix.dataset.layout = rows.length + 'x' + columns;
            });
          });
          function cards() {
            return Array.prototype.filter.call(document.querySelectorAll('section.failure'), function (card) {
              return !card.closest('.filtered-out') && !card.classList.contains('filtered-out');
            });
          }
          function reveal(card) {
            var details = card.closest('details');
            if (details) details.open = true;
          }
          var current = null;
          function select(card, scroll) {
            if (current) current.classList.remove('current');
            current = card;
            if (!card) return;
            card.classList.add('current');
            if (scroll) { reveal(card); card.focus({ preventScroll: true }); card.scrollIntoView({ block: 'start' }); }
            body.dataset.current = card.dataset.key;
          }
          function move(offset) {
            var list = cards(), index = list.indexOf(current);
            var next = list[index < 0 ? 0 : Math.min(list.length - 1, Math.max(0, index + offset))];
            if (next) select(next, true);
          }
          document.querySelectorAll('a[href^="#failure-"]').forEach(function (link) {
            link.addEventListener('click', function () {
              var target = document.getElementById(link.getAttribute('href').slice(1));
              if (target && target.classList.contains('failure')) select(target, false);
              else if (target) reveal(target);
            });
          });
          document.addEventListener('click', function (event) {
            var card = event.target.closest && event.target.closest('section.failure');
            if (card && card !== current) select(card, false);
          });
          // Filters: by test file and by configuration.
          var fileFilter = document.getElementById('filter-file'), variantFilter = document.getElementById('filter-variant');
          function matches(element) {
            return (!fileFilter || !fileFilter.value || element.dataset.file === fileFilter.value)
              && (!variantFilter || !variantFilter.value || element.dataset.variant === variantFilter.value);
          }
          function filter() {
            document.querySelectorAll('section.failure, .grid tbody tr, .index li').forEach(function (element) {
              var source = element.dataset.file !== undefined ? element : document.querySelector('section.failure[data-key="' + element.dataset.key + '"]');
              element.classList.toggle('filtered-out', !!source && !matches(source));
            });
            document.querySelectorAll('details.variant').forEach(function (details) {
              var card = details.querySelector('section.failure');
              details.classList.toggle('filtered-out', !!card && !matches(card));
            });
            document.querySelectorAll('section.matrix').forEach(function (matrix) {
              matrix.classList.toggle('filtered-out', !matrix.querySelector('.grid tbody tr:not(.filtered-out)'));
            });
            var shown = cards();
            var all = document.querySelector('#accept-all span');
            if (all) all.textContent = shown.length;
            if (current && shown.indexOf(current) < 0) select(shown[0] || null, false);
          }
          [fileFilter, variantFilter].forEach(function (select) { if (select) select.addEventListener('change', filter); });
          document.addEventListener('keydown', function (event) {
            var target = event.target;
            if (event.ctrlKey || event.metaKey || event.altKey) return;
            if (target && (target.tagName === 'SELECT' || target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && target.type !== 'range'))) return;
            var viewer = current && current.querySelector('.viewer'), v = viewer && viewers.get(viewer);
            var key = event.key, handled = true;
            if (key === 'j' || key === 'n' || (key === 'ArrowDown' && event.shiftKey)) move(1);
            else if (key === 'k' || key === 'p' || (key === 'ArrowUp' && event.shiftKey)) move(-1);
            else if (v && '1234'.indexOf(key) >= 0 && key.length === 1) v.setMode(['side', 'swipe', 'onion', 'difference'][+key - 1]);
            else if (v && (key === '+')) v.step(1);
            else if (v && (key === '-' || key === '−')) v.step(-1);
            else if (v && key === '0') v.zoomCommand('fit');
            else if (v && key === '=') v.zoomCommand('actual');
            else if (review && key === 'a' && current) decide('accept', [current.dataset.key]);
            else if (review && key === 'r' && current) decide('reject', [current.dataset.key]);
            else handled = false;
            if (handled) event.preventDefault();
          });
          var first = cards()[0];
          if (first) select(first, false);
          if (!review) return;

          // Review: Accept and Reject post the entries' keys with the token; the server decides.
          var pending = document.querySelector('[data-count=pending] b');
          function banner(text) {
            var element = document.querySelector('.banner') || document.createElement('p');
            element.className = 'banner'; element.setAttribute('role', 'alert'); element.textContent = text;
            if (!element.parentNode) document.body.insertBefore(element, document.body.firstChild);
          }
          function decided(key, verb, detail) {
            var card = document.querySelector('section.failure[data-key="' + key + '"]');
            var name = card ? card.querySelector('code').textContent : key;
            var list = document.querySelector('#decided ul'), item = document.createElement('li');
            item.dataset.key = key; item.dataset.decision = verb;
            item.textContent = (verb === 'accept' ? 'Accepted ' : 'Rejected ') + name + (detail ? ' → ' + detail : '');
            list.appendChild(item); document.getElementById('decided').hidden = false;
            var list2 = cards(), index = list2.indexOf(card);
            document.querySelectorAll('[data-key="' + key + '"]').forEach(function (element) {
              if (element.tagName !== 'LI' || !element.closest('#decided')) element.remove();
            });
            document.querySelectorAll('section.matrix').forEach(function (matrix) { if (!matrix.querySelector('.grid tbody tr')) matrix.remove(); });
            if (pending) pending.textContent = document.querySelectorAll('section.failure').length;
            if (card === current) { current = null; var rest = cards(); select(rest[Math.min(index, rest.length - 1)] || null, true); }
            filter();
          }
          function decide(action, keys) {
            if (!keys.length) return;
            keys.forEach(function (key) {
              var status = document.querySelector('section.failure[data-key="' + key + '"] .status');
              if (status) status.textContent = action === 'accept' ? 'Accepting…' : 'Rejecting…';
            });
            fetch('/' + token + '/' + action, {
              method: 'POST', credentials: 'omit',
              headers: { 'Content-Type': 'application/json', 'X-Napkin-Review-Token': token },
              body: JSON.stringify({ run: body.dataset.run, entries: keys })
            }).then(function (response) {
              return response.json().then(function (answer) { return { status: response.status, answer: answer }; });
            }).then(function (result) {
              if (result.status === 409) { banner(result.answer.error || 'A new test run replaced these failures; reloading.'); setTimeout(function () { location.reload(); }, 1500); return; }
              if (result.status !== 200) { banner(result.answer.error || ('The server refused: ' + result.status)); return; }
              (result.answer.done || []).forEach(function (done) { decided(done.entry, action, done.reference); });
              (result.answer.refused || []).forEach(function (refused) {
                var status = document.querySelector('section.failure[data-key="' + refused.entry + '"] .status');
                if (status) status.textContent = 'Not done: ' + refused.reason;
              });
            }).catch(function (error) { banner('The review server did not answer (' + error + '); is napkin-review still running?'); });
          }
          document.addEventListener('click', function (event) {
            var button = event.target.closest && event.target.closest('[data-action]');
            if (button) { decide(button.dataset.action, [button.closest('section.failure').dataset.key]); return; }
            if (event.target.closest && event.target.closest('#accept-all')) {
              decide('accept', cards().map(function (card) { return card.dataset.key; }));
            }
          });
          // A new test run (or an accept elsewhere) changes the folder: the page follows.
          if (window.EventSource) {
            var events = new EventSource('/' + token + '/events');
            events.addEventListener('run', function () { banner('A new test run finished; reloading.'); location.reload(); });
          }
        })();

        """
}
